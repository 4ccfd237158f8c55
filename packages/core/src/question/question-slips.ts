import { LATE_WORDS } from './question-comparisons.js';
import { DATE_WORDS } from './question-dates.js';
import type { Lexicon } from './question-lexicon.js';
import {
  BOTTOM,
  COMPARE,
  COUNT,
  EXCLUDE,
  FILLER,
  GRANULARITY_WORDS,
  SERIES,
  SHARE,
  TOP,
} from './question-vocabulary.js';
import { singular, type Word } from './question-words.js';

/**
 * Slips a budget of edits does not catch: two letters swapped across a third ("ecomony"), a letter
 * dropped from a short word ("lst", "hw"), two words typed as one ("ratetype") or one word typed as
 * two ("book ings").
 */

/**
 * The words of the question's frame of three or four letters ("how", "last", "this", "year", "late"):
 * too short for any edit but the swap of two neighbouring letters ("hwo", "lsat", "yaer"), a letter
 * typed twice ("lasst") or one dropped, never the first ("lst", "hw").
 */
const SHORT_FRAME_WORDS: ReadonlySet<string> = new Set(
  [FILLER, TOP, BOTTOM, SERIES, SHARE, COMPARE, COUNT, EXCLUDE]
    .flatMap((set) => [...set])
    .concat(Object.keys(GRANULARITY_WORDS), [...DATE_WORDS], [...LATE_WORDS])
    .filter((w) => (w.length === 3 || w.length === 4) && /^[a-z]+$/.test(w)),
);

/** The words that open a question: of two readings of a slip, the one a question starts with. */
const QUESTION_WORDS = new Set(['how', 'what', 'which', 'who', 'where', 'when']);

/** The words `word` is with two neighbouring letters swapped, or a doubled letter typed once. */
const slips = (word: string): string[] =>
  [...word.slice(1)].flatMap((_, k) =>
    word[k] === word[k + 1]
      ? [word.slice(0, k) + word.slice(k + 1)]
      : [word.slice(0, k) + word[k + 1] + word[k] + word.slice(k + 2)],
  );

/**
 * A short word of the frame with one slip: two letters swapped ("hwo", "lsat"), one typed twice
 * ("lasst") or one dropped ("lst", "hw"). Of several words so near, the first that alone holds: one
 * keeping the first letter ("hwo": "how", not "who"), one that says something rather than a filler
 * ("lte": "late", not "let"), a question word ("wat": "what", not "want"), a swap rather than a
 * dropped letter, and a period word when a span or a number follows ("lst month": "last", not "list").
 */
export function shortSlip(
  norm: string,
  before: string | undefined,
  next: string | undefined,
): string | undefined {
  if (norm.length > 5 || !/^[a-z]+$/.test(norm)) return undefined;
  const swapped = [...new Set(slips(norm))].filter((w) => SHORT_FRAME_WORDS.has(w));
  const dropped = droppedFrom(norm, SHORT_FRAME_WORDS);
  const dated = next !== undefined && (!!GRANULARITY_WORDS[next] || /^\d+$/.test(next));
  let left = [...new Set([...swapped, ...dropped])];
  const tests: ((w: string) => boolean)[] = [
    (w) => w[0] === norm[0],
    (w) => !FILLER.has(w),
    (w) => QUESTION_WORDS.has(w),
    (w) => swapped.includes(w),
    (w) => dated && DATE_WORDS.has(w),
  ];
  for (const test of tests) {
    if (left.length <= 1) break;
    const kept = left.filter(test);
    if (kept.length > 0) left = kept;
  }
  if (left.length === 1) return left[0];
  if (left.length > 1) return undefined;
  // "lasr month", "last yeat": one letter typed for another, not the first, in a period word
  // beside another period word.
  const besidePeriod = dated || (before !== undefined && DATE_WORDS.has(before) && !/^\d+$/.test(before));
  const replaced = besidePeriod ? [...DATE_WORDS].filter((w) => w.length === 4 && oneReplaced(norm, w)) : [];
  return replaced.length === 1 ? replaced[0] : undefined;
}

/** True when `a` is `b` with one letter other than the first typed for another ("lasr" for "last"). */
const oneReplaced = (a: string, b: string): boolean =>
  a.length === b.length && a[0] === b[0] && [...a].filter((c, k) => c !== b[k]).length === 1;

/**
 * True when `a` is `b` with two letters swapped across the one between them ("ecomony" for
 * "economy", "resevrations"), a slip as common as a swap of neighbours and counted as one edit.
 */
export function swappedAcross(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const diff: number[] = [];
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) diff.push(k);
  if (diff.length !== 2) return false;
  const [i, j] = diff as [number, number];
  return j - i === 2 && a[i] === b[j] && a[j] === b[i];
}

/**
 * The words of `known` (three or four letters) that `word` is with one letter dropped, never its
 * first ("lst" for "last", "hw" for "how").
 */
export function droppedFrom(word: string, known: Iterable<string>): string[] {
  if (word.length < 2 || word.length > 3 || !/^[a-z]+$/.test(word)) return [];
  const found: string[] = [];
  for (const w of known) {
    if (w.length !== word.length + 1 || w[0] !== word[0]) continue;
    if ([...w].some((_, k) => k > 0 && w.slice(0, k) + w.slice(k + 1) === word)) found.push(w);
  }
  return found;
}

/** True when `a` then `b` stand next to each other in a phrase of the lexicon (plurals alike). */
function pairInLexicon(lexicon: Lexicon, a: string, b: string): boolean {
  const same = (x: string, y: string) => x === y || singular(x) === singular(y);
  for (const entries of lexicon.byFirstWord.values()) {
    for (const { words, target } of entries) {
      if (target.kind === 'value' && !target.others && words.length < 2) continue;
      for (let k = 0; k + 1 < words.length; k++)
        if (same(words[k] as string, a) && same(words[k + 1] as string, b)) return true;
    }
  }
  return false;
}

/** A word and what it was read as. */
type Read = Word & { readAs?: string; confidence?: number };

/**
 * `word` typed as two words of a phrase of the lexicon run together ("ratetype" → "rate type",
 * "negotiatedrates" → "negotiated rates"), each part of three letters or more; undefined when no
 * single split gives such a pair.
 */
export function splitRunTogether(word: Word, lexicon: Lexicon, confidence: number): Read[] | undefined {
  const norm = word.norm;
  if (norm.length < 6 || !/^[a-z]+$/.test(norm)) return undefined;
  const splits: [string, string, number][] = [];
  for (let k = 3; k <= norm.length - 3; k++) {
    const [a, b] = [norm.slice(0, k), norm.slice(k)];
    if (pairInLexicon(lexicon, a, b)) splits.push([a, b, k]);
  }
  if (splits.length !== 1) return undefined;
  const [a, b, k] = splits[0] as [string, string, number];
  // Offsets within the typed word, which spans exactly its letters when it has no joiner.
  const cut = word.end - word.start === norm.length ? word.start + k : word.start;
  return [
    { norm: a, start: word.start, end: cut, readAs: a, confidence },
    { norm: b, start: cut, end: word.end, readAs: b, confidence },
  ];
}

/**
 * Two neighbouring words that are one word of the view typed apart ("book ings" → "bookings"):
 * only when the second is no word the parser knows on its own; or a hyphenated word of the view
 * typed without its hyphen ("take up" → "take-up").
 */
export function joinSplit(
  first: Word,
  second: Word,
  lexicon: Lexicon,
  known: (word: string) => boolean,
): string | undefined {
  // "take up", "check in": a hyphenated word of the view typed without its hyphen.
  const hyphened = `${first.norm}-${second.norm}`;
  if (lexicon.memberVocabulary.has(hyphened)) return hyphened;
  const joined = first.norm + second.norm;
  if (known(second.norm) || !/^[a-z]+$/.test(joined) || joined.length < 5) return undefined;
  return lexicon.memberVocabulary.has(joined) || lexicon.memberVocabulary.has(singular(joined))
    ? joined
    : undefined;
}
