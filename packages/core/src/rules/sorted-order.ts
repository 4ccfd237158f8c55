import { numericValue, type SortDirection } from './table-sort.js';

const collator = new Intl.Collator('en-US');

/**
 * The order of a large table's rows sorted by one column, as row indexes: the same order as
 * `sortRows` (spec §4: numbers compared after stripping non-numeric characters, cells without a
 * number after them in text order, equal cells in their original order), but each cell is read once
 * and text is ranked once, so 50,000 rows sort in milliseconds.
 *
 * @example sortedOrder(['$30', '$5', 'n/a'], 'asc') // Uint32Array [1, 0, 2]
 */
export function sortedOrder(values: readonly unknown[], direction: SortDirection): Uint32Array {
  const count = values.length;
  const keys = new Float64Array(count);
  // Cells without a number, by row (few or none in a column of figures).
  const texts = new Map<number, string>();
  for (let i = 0; i < count; i += 1) {
    const value = values[i];
    const number = typeof value === 'number' ? value : numericValue(value);
    if (Number.isNaN(number)) texts.set(i, String(value ?? ''));
    else keys[i] = number;
  }
  // Text cells sort by their rank among the distinct texts: one collation per distinct value.
  const ranks = new Map<string, number>();
  let previous: string | null = null;
  for (const text of [...new Set(texts.values())].sort(collator.compare)) {
    // Texts the collation holds equal share a rank, as compareCells holds them equal.
    const rank =
      previous !== null && collator.compare(previous, text) === 0 ? ranks.get(previous)! : ranks.size;
    ranks.set(text, rank);
    previous = text;
  }
  const isText = new Uint8Array(count);
  for (const [i, text] of texts) {
    isText[i] = 1;
    keys[i] = ranks.get(text)!;
  }
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) order[i] = i;
  // All numbers (prices, counts): the shortest comparison, ties in their order.
  if (texts.size === 0) {
    return direction === 'asc'
      ? order.sort((a, b) => keys[a]! - keys[b]! || a - b)
      : order.sort((a, b) => keys[b]! - keys[a]! || a - b);
  }
  const sign = direction === 'asc' ? 1 : -1;
  // Numbers before text in ascending order (and after it descending), as compareCells has it.
  return order.sort((a, b) => sign * (isText[a]! - isText[b]! || keys[a]! - keys[b]!) || a - b);
}
