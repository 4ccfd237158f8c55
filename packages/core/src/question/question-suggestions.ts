import { parseQuestion } from './parse-question.js';
import { withoutCurrency, type Lexicon, type LexiconField } from './question-lexicon.js';
import { FILLER } from './question-vocabulary.js';
import { words } from './question-words.js';

/** How many rephrasings a refusal offers at most. */
export const SUGGESTION_COUNT = 3;

const title = (field: LexiconField) => withoutCurrency(field.shortTitle);

/**
 * Two or three questions the parser answers on this view, shaped after the refused one: the measure
 * and the dimension whose words it shares most (else the view's first ones) in a total, a ranking and
 * a monthly series. Each is checked by parsing it, so a suggestion is never itself refused.
 *
 * @example suggestQuestions('spend by carier in Atlantis', lexicon, '2026-05-10')
 * // ['Spend by Airlines last month', 'Top 5 Airlines by Spend this year', 'Spend per month this year']
 */
export function suggestQuestions(question: string, lexicon: Lexicon, today: string): string[] {
  // Only words that mean something: 'is' and 'the' say nothing of which measure was meant.
  const asked = new Set(
    words(question)
      .map((w) => w.norm)
      .filter((w) => !FILLER.has(w)),
  );
  const overlap = (field: LexiconField) =>
    words(`${field.title} ${field.shortTitle} ${(field.synonyms ?? []).join(' ')}`).filter((w) =>
      asked.has(w.norm),
    ).length;
  const best = (fields: LexiconField[]) => [...fields].sort((a, b) => overlap(b) - overlap(a))[0];
  const measure = best(lexicon.measures.filter((m) => !/(Eur|Gbp|DefaultCurrency)$/.test(m.name)));
  const dimension = best(
    lexicon.dimensions.filter((d) => d.type === 'string' && !/recordLocator$/.test(d.name)),
  );
  if (!measure || !dimension) return [];
  const candidates = [
    `${title(measure)} by ${title(dimension)} last month`,
    `Top 5 ${title(dimension)} by ${title(measure)} this year`,
    `${title(measure)} per month this year`,
  ];
  return candidates.filter((c) => parseQuestion(c, lexicon, today).ok).slice(0, SUGGESTION_COUNT);
}
