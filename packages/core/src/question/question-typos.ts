import type { Lexicon } from './question-lexicon.js';
import {
  BOTTOM,
  COMPARE,
  FILLER,
  GRANULARITY_WORDS,
  REFUSED,
  SERIES,
  SHARE,
  TOP,
} from './question-vocabulary.js';
import { singular, TYPO_MIN_LENGTH, withinOneEdit, type Word } from './question-words.js';

/** A word of the question as the parser reads it: its spelling corrected, with how sure that is. */
export interface ReadWord extends Word {
  /** Below 1 when the word was read as another one (a typo). */
  confidence?: number;
}

/** Confidence of a word read through one typo. */
export const TYPO_CONFIDENCE = 0.8;

const KNOWN = [FILLER, TOP, BOTTOM, SERIES, SHARE, COMPARE, REFUSED];

/**
 * The question's words with each unknown word of 5 letters or more read as the one lexicon word
 * it is one edit away from ("Lufthnasa" → "lufthansa"), when exactly one such word exists.
 */
export function correctTypos(words: readonly Word[], lexicon: Lexicon): ReadWord[] {
  return words.map((word) => {
    const norm = word.norm;
    if (norm.length < TYPO_MIN_LENGTH || /\d/.test(norm)) return word;
    if (lexicon.vocabulary.has(norm) || lexicon.vocabulary.has(singular(norm))) return word;
    if (KNOWN.some((set) => set.has(norm)) || GRANULARITY_WORDS[norm]) return word;
    const near = [...lexicon.vocabulary].filter(
      (known) =>
        known.length >= TYPO_MIN_LENGTH - 1 &&
        (withinOneEdit(norm, known) || withinOneEdit(singular(norm), known)),
    );
    return near.length === 1 ? { ...word, norm: near[0] as string, confidence: TYPO_CONFIDENCE } : word;
  });
}
