/** One word of a question with where it stands. */
export interface Word {
  /** Lower case, accents and a trailing possessive removed. */
  norm: string;
  start: number;
  end: number;
}

/** Letters, digits and the characters that join a word (`LHR-JFK`, `o'hare`, `£500`, `2025-03-01`). */
const WORD = /[\p{L}\p{N}$£€%]+(?:[-'’.:/][\p{L}\p{N}]+)*/gu;

/**
 * Lower case without accents, so "Zürich" matches "zurich"; compatibility forms (full-width
 * "ｂｏｏｋｉｎｇｓ", ligatures) read as their plain letters.
 */
const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The words of a question with their offsets; "Lufthansa's" reads as "lufthansa".
 *
 * @example words('Top 5 carriers') // [{ norm: 'top', start: 0, end: 3 }, …]
 */
export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const norm = fold(match[0]).replace(/['’]s$/, '');
    out.push({ norm, start: match.index, end: match.index + match[0].length });
  }
  return out;
}

/** The singular of an English plural the lexicon may hold ("carriers" → "carrier", "cities" → "city"). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * True when `a` and `b` differ by at most one edit (insert, delete, replace or swap of two
 * neighbours), the typo rule of the question parser.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    const [i, j] = diff;
    return diff.length === 2 && j === (i as number) + 1 && a[i as number] === b[j] && a[j] === b[i as number];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/** British and American spellings of one word, each way round. */
const SPELLINGS: readonly [RegExp, string][] = [
  [/is(e|ed|es|ing|ation|ations)$/, 'iz$1'],
  [/iz(e|ed|es|ing|ation|ations)$/, 'is$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/yz(e|ed|es|ing)$/, 'ys$1'],
  [/gramme(s?)$/, 'gram$1'],
  [/gram(s?)$/, 'gramme$1'],
  [/our(s?)$/, 'or$1'],
  [/([^aeiou])or(s?)$/, '$1our$2'],
  [/tre(s?)$/, 'ter$1'],
  [/ter(s?)$/, 'tre$1'],
  [/ll(ed|ing|er|ers)$/, 'l$1'],
  [/([aeiou])l(ed|ing|er|ers)$/, '$1ll$2'],
];

/**
 * The other spellings of `word` as British or American English writes it ("utilisation" →
 * "utilization", "programme" → "program", "travelled" → "traveled"), for the lexicon's matching.
 */
export function spellings(word: string): string[] {
  if (word.length < 5) return [];
  return [...new Set(SPELLINGS.map(([from, to]) => word.replace(from, to)).filter((w) => w !== word))];
}
