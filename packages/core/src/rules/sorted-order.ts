import { numericValue, type SortDirection } from './table-sort.js';

const collator = new Intl.Collator('en-US');

/**
 * The order of a large table's rows sorted by one column, as row indexes: the same order as
 * `sortRows` (docs/rules/shell.md#tables: numbers compared after stripping non-numeric characters, cells without a
 * number after them in text order, equal cells in their original order), but each cell is read once
 * and text is ranked once, so 50,000 rows sort in milliseconds.
 *
 * @example sortedOrder(['$30', '$5', 'n/a'], 'asc') // Uint32Array [1, 0, 2]
 */
export function sortedOrder(values: readonly unknown[], direction: SortDirection): Uint32Array {
  const count = values.length;
  const keys = new Float64Array(count);
  // Cells without a number, by row (few or none in a column of figures; all in a column of names).
  const texts: (string | undefined)[] = new Array<string | undefined>(count);
  const distinct = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    const value = values[i];
    const number = typeof value === 'number' ? value : numericValue(value);
    if (Number.isNaN(number)) {
      const text = String(value ?? '');
      texts[i] = text;
      distinct.add(text);
    } else keys[i] = number;
  }
  // Text cells sort by their rank among the distinct texts: one collation per distinct value.
  const ranks = new Map<string, number>();
  let previous: string | null = null;
  let rank = -1;
  for (const text of [...distinct].sort(collator.compare)) {
    // Texts the collation holds equal share a rank, as compareCells holds them equal.
    if (previous === null || collator.compare(previous, text) !== 0) rank += 1;
    ranks.set(text, rank);
    previous = text;
  }
  const isText = new Uint8Array(count);
  let textCells = 0;
  for (let i = 0; i < count; i += 1) {
    const text = texts[i];
    if (text === undefined) continue;
    isText[i] = 1;
    keys[i] = ranks.get(text)!;
    textCells += 1;
  }
  // Only text: the ranks are small whole numbers, so a counting sort (stable: ties in their order).
  if (count > 0 && textCells === count) return byRank(keys, rank + 1, direction);
  // Numbers (and ranked text after them ascending, before them descending, as compareCells has it):
  // a radix sort of the keys' bits, a third of a comparison sort's time and stable like it.
  return byKey(keys, textCells > 0 ? isText : null, direction);
}

/** Row indexes ordered by rank (0 to `ranks` - 1), rows of one rank in their order. */
function byRank(keys: Float64Array, ranks: number, direction: SortDirection): Uint32Array {
  const count = keys.length;
  const slot = (i: number) => (direction === 'asc' ? keys[i]! : ranks - 1 - keys[i]!);
  const starts = new Uint32Array(ranks + 1);
  for (let i = 0; i < count; i += 1) starts[slot(i) + 1]! += 1;
  for (let r = 1; r <= ranks; r += 1) starts[r]! += starts[r - 1]!;
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) order[starts[slot(i)]!++] = i;
  return order;
}

/** Whether this platform stores a float's low word first (every platform JavaScript runs on, in practice). */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Row indexes ordered by `keys` (and first by `group`, 0 before 1 ascending), ties in their order: a
 * least-significant-digit radix sort over the keys' 64 bits in 16-bit digits, each pass a stable
 * counting sort, so rows that tie keep their order in either direction. A float's bits order as the
 * float does once the sign bit is set on positives and every bit flipped on negatives; descending
 * flips them all again. Passes whose digit every row shares are skipped (the high digits of prices).
 */
function byKey(keys: Float64Array, group: Uint8Array | null, direction: SortDirection): Uint32Array {
  const count = keys.length;
  const floats = new Float64Array(count);
  for (let i = 0; i < count; i += 1) floats[i] = keys[i]! + 0; // -0 and 0 tie, as they compare
  const words = new Uint32Array(floats.buffer);
  const lowAt = LITTLE_ENDIAN ? 0 : 1;
  const flipAll = direction === 'desc' ? 0xffffffff : 0;
  const low = new Uint32Array(count);
  const high = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) {
    const top = words[2 * i + 1 - lowAt]!;
    const negative = top >>> 31 === 1;
    const mask = (negative ? 0xffffffff : 0) ^ flipAll;
    low[i] = words[2 * i + lowAt]! ^ mask;
    high[i] = (top | 0x80000000) ^ mask;
  }
  let order = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) order[i] = i;
  let spare = new Uint32Array(count);
  const counts = new Uint32Array(65537);
  const pass = (word: Uint32Array, shift: number) => {
    counts.fill(0);
    for (let i = 0; i < count; i += 1) counts[((word[i]! >>> shift) & 0xffff) + 1]! += 1;
    // One digit for every row: this pass would move nothing.
    if (counts[((word[0]! >>> shift) & 0xffff) + 1] === count) return;
    for (let d = 1; d <= 65536; d += 1) counts[d]! += counts[d - 1]!;
    for (let i = 0; i < count; i += 1) {
      const row = order[i]!;
      spare[counts[(word[row]! >>> shift) & 0xffff]!++] = row;
    }
    [order, spare] = [spare, order];
  };
  if (count === 0) return order;
  pass(low, 0);
  pass(low, 16);
  pass(high, 0);
  pass(high, 16);
  if (group) {
    // Ascending: numbers (0) before text (1); descending the other way round.
    const groups = new Uint32Array(count);
    for (let i = 0; i < count; i += 1) groups[i] = direction === 'desc' ? 1 - group[i]! : group[i]!;
    pass(groups, 0);
  }
  return order;
}
