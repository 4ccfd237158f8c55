import { NEGATIONS } from './question-negation.js';
import { DATE_WORDS } from './question-dates.js';
import { CURRENCY_WORDS } from './travel-terms.js';
import { baseForms, type Lexicon } from './question-lexicon.js';
import {
  BOTTOM,
  COMPARE,
  COUNT,
  EXCLUDE,
  FILLER,
  FREQUENCY,
  GRANULARITY_WORDS,
  REFUSED,
  SERIES,
  SHARE,
  TOP,
  TREND_VERBS,
} from './question-vocabulary.js';
import { singular, spellings, words as splitWords, type Word } from './question-words.js';
import type { DidYouMean } from './question-reading.js';
import { LATE_WORDS } from './question-comparisons.js';
import { joinSplit, shortSlip, splitRunTogether, swappedAcross } from './question-slips.js';

/** A word of the question as the parser reads it: its spelling corrected, with how sure that is. */
export interface ReadWord extends Word {
  /** Below 1 when the word was read as another one (a typo). */
  confidence?: number;
  /** What the word was read as when it was a typo: the lexicon word, shown in the chips. */
  readAs?: string;
}

/** A misspelt proper name: the word typed and the name of the data it is nearest to. */
export interface NearName {
  typed: string;
  word: string;
  start: number;
  end: number;
}

/** Abbreviations managers type, by the word they stand for. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  avg: 'average',
  ave: 'average',
  av: 'average',
  avge: 'average',
  avrg: 'average',
  avrge: 'average',
  num: 'number',
  nbr: 'number',
  pct: 'percent',
  amt: 'amount',
};

/** Confidence of a word read through a typo. */
const TYPO_CONFIDENCE = 0.8;

const KNOWN = [
  FILLER,
  TOP,
  BOTTOM,
  SERIES,
  TREND_VERBS,
  SHARE,
  FREQUENCY,
  COMPARE,
  REFUSED,
  COUNT,
  EXCLUDE,
  NEGATIONS,
];

/**
 * The words of the question's frame a slip may be read as: five letters or more (a short word is
 * too near too many others), never a word that refuses the question.
 */
const FRAME_WORDS: readonly string[] = [
  ...new Set(
    [FILLER, TOP, BOTTOM, SERIES, SHARE, COMPARE, COUNT, EXCLUDE]
      .flatMap((set) => [...set])
      .concat(Object.keys(GRANULARITY_WORDS), [...DATE_WORDS])
      .filter((w) => w.length >= 5 && !/\d/.test(w)),
  ),
];

/** The currency words of four letters or more ("euros", "pounds"), which a slip may be read as. */
const CURRENCY_NAMES = Object.keys(CURRENCY_WORDS).filter((w) => /^[a-z]{4,}$/.test(w));

/**
 * The edits a word of `length` letters may carry and still be read as a lexicon word: none up to 3
 * letters ("car" is never "bar"), one from 4 to 7 ("bokings"), two from 8 ("resevatons" for
 * "reservations").
 */
export const typoBudget = (length: number): number => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * The edit distance of `a` and `b` (insert, delete, replace, or swap of two neighbours), or
 * `limit + 1` once it exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] as number) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = prev;
    prev = row;
  }
  return Math.min(prev[b.length] as number, limit + 1);
}

/**
 * True when `word` starts as `known` does, or with its first two letters swapped: a slip seldom
 * falls on the first letter, and a word changed there is most often another word the user meant
 * ("planes" is not "lanes", "round" not "found").
 */
const sameStart = (word: string, known: string): boolean =>
  word[0] === known[0] || (word[0] === known[1] && word[1] === known[0]);

/** The lexicon words nearest `word` within its budget, one per singular form, each starting as it does. */
function nearest(word: string, vocabulary: Iterable<string>): string[] {
  const budget = typoBudget(word.length);
  let best = budget + 1;
  const found = new Map<string, string>();
  for (const known of vocabulary) {
    if (known.length < 4 || /\d/.test(known) || !sameStart(word, known)) continue;
    let d = Math.min(
      editDistance(word, known, budget),
      editDistance(singular(word), known, budget),
      editDistance(singular(word), singular(known), budget),
    );
    const across =
      budget > 0 && (swappedAcross(word, known) || swappedAcross(singular(word), singular(known)));
    if (across && d > 1) d = 1;
    if (d > budget || d > best) continue;
    if (d < best) found.clear();
    best = d;
    const key = singular(known);
    // "bokings" is near both "booking" and "bookings": one word, read as the closer spelling.
    if (
      !found.has(key) ||
      editDistance(word, known, budget) < editDistance(word, found.get(key) as string, budget)
    )
      found.set(key, known);
  }
  return closest(word, [...found.values()]);
}

/** Letters `a` and `b` share at their start and at their end. */
function overlap(a: string, b: string): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  return start + end;
}

/**
 * Of words equally near `word`, the one keeping most of its start and end: a slip drops or swaps a
 * letter inside a word more often than at its ends ("rebookd" is "rebooked", not "rebook"; "spnd" is
 * "spend", not "send"). Several still tied stay several: the word is not read.
 */
export function closest(word: string, candidates: string[]): string[] {
  if (candidates.length < 2) return candidates;
  const scored = candidates.map((c) => [c, overlap(word, c)] as const);
  const best = Math.max(...scored.map(([, n]) => n));
  const kept = scored.filter(([, n]) => n === best).map(([c]) => c);
  return kept.length === 1 ? kept : candidates;
}

/** True when the parser knows `norm` as typed: a word of the view, of the frame, a period or a currency. */
function knownWord(norm: string, lexicon: Lexicon): boolean {
  if (lexicon.vocabulary.has(norm) || lexicon.vocabulary.has(singular(norm))) return true;
  // "rejecting" is "reject" in "-ing", not a slip for "rejection".
  if (baseForms(norm).some((base) => lexicon.vocabulary.has(base))) return true;
  // "utilization" where the view says "utilisation": another spelling, not a slip.
  if (spellings(norm).some((other) => lexicon.vocabulary.has(other))) return true;
  return (
    KNOWN.some((set) => set.has(norm)) ||
    !!GRANULARITY_WORDS[norm] ||
    DATE_WORDS.has(norm) ||
    !!CURRENCY_WORDS[norm] ||
    !!ABBREVIATIONS[norm] ||
    LATE_WORDS.has(norm) ||
    /\d/.test(norm)
  );
}

/** `word` read as `readAs`, less surely. */
const slip = (word: Word, readAs: string): ReadWord => ({
  ...word,
  norm: readAs,
  confidence: TYPO_CONFIDENCE,
  readAs,
});

/**
 * The question's words with each unknown word read as the one lexicon word within its typo budget
 * ("bokings" → "bookings"): a word of the view's members first; a word only a value of the data holds
 * (a proper name: a client, a city, a hotel) is never read so, but given back in `near` ("Atlantis" →
 * "Atlanta"), for a "Did you mean" the manager can accept. A short word of the frame is read through
 * one slip ("lst", "hwo"), a currency through one keeping its first letter ("eruos"), two words run
 * together as the phrase of the view they make ("ratetype"), and a word typed apart as one ("book ings").
 */
export function correctTypos(
  typed: readonly Word[],
  lexicon: Lexicon,
): { words: ReadWord[]; near?: NearName } {
  let near: NearName | undefined;
  const words: Word[] = [];
  for (const word of typed) {
    const before = words.at(-1);
    const joined = before && joinSplit(before, word, lexicon, (w) => knownWord(w, lexicon));
    if (before && joined) words[words.length - 1] = slip({ ...before, end: word.end }, joined);
    else words.push(word);
  }
  const read = words.flatMap((word, index): ReadWord[] => {
    if ((word as ReadWord).readAs) return [word];
    // "avg discount": an abbreviation the view does not spell is read as its word.
    const full = ABBREVIATIONS[word.norm];
    if (full && !lexicon.vocabulary.has(word.norm)) return [{ ...word, norm: full, readAs: full }];
    const norm = word.norm;
    if (knownWord(norm, lexicon)) return [word];
    const short = shortSlip(norm, words[index - 1]?.norm, words[index + 1]?.norm);
    if (short) return [slip(word, short)];
    if (norm.length < 4) return [word];
    const members = nearest(norm, lexicon.memberVocabulary);
    if (members.length === 1) return [slip(word, members[0] as string)];
    if (members.length > 1) return [word];
    const names = nearest(norm, lexicon.vocabulary);
    // A slip in a word of the question's frame ("totl" for "total"), when no name is as near.
    // "shares" is another word than "share", not a slip: it stays unknown.
    const inflected = KNOWN.some((set) => set.has(singular(norm)));
    const framing = names.length === 0 && !inflected ? nearest(norm, FRAME_WORDS) : [];
    if (framing.length === 1) return [slip(word, framing[0] as string)];
    // "dollers", "eruos": a currency, its first letter kept ("round" is no "pound").
    const money = names.length === 0 ? nearest(norm, CURRENCY_NAMES).filter((w) => w[0] === norm[0]) : [];
    if (money.length === 1) return [slip(word, money[0] as string)];
    const split = names.length === 0 ? splitRunTogether(word, lexicon, TYPO_CONFIDENCE) : undefined;
    if (split) return split;
    if (names.length === 1 && !near)
      near = { typed: norm, word: names[0] as string, start: word.start, end: word.end };
    return [word];
  });
  return near ? { words: read, near } : { words: read };
}

/** The name of the data holding `near.word`, and the question with that word as the data spells it. */
export function didYouMean(text: string, near: NearName, lexicon: Lexicon): DidYouMean | undefined {
  // The shortest name holding the word: "Atlanta" the city before "Hilton Garden Inn Atlanta Airport".
  let best: { phrase: readonly string[]; value: string } | undefined;
  for (const entries of lexicon.byFirstWord.values()) {
    for (const { words: phrase, target } of entries) {
      if (target.kind !== 'value' || !phrase.includes(near.word)) continue;
      if (!best || phrase.length < best.phrase.length) best = { phrase, value: target.value };
    }
  }
  if (!best) return undefined;
  // A value listing several names ("Lufthansa, Swiss") offers the one holding the word.
  const name =
    best.value.split(/,\s*/).find((part) => splitWords(part).some((w) => w.norm === near.word)) ?? best.value;
  const spelt = splitWords(name).find((w) => w.norm === near.word);
  const word = spelt ? name.slice(spelt.start, spelt.end) : name;
  return { name, question: text.slice(0, near.start) + word + text.slice(near.end) };
}
