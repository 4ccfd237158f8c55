import { parseQuestion } from './parse-question.js';
import { entriesAt, type Lexicon, type LexiconField } from './question-lexicon.js';
import { withoutCurrency } from './question-member-phrases.js';
import { isNegation, oppositeMeasure } from './question-negation.js';
import { isCoordinate } from './question-places.js';
import { FILLER, isGenericNoun } from './question-vocabulary.js';
import { words } from './question-words.js';

/** How many rephrasings a refusal offers at most. */
const SUGGESTION_COUNT = 3;

/** Groupings a suggestion ranks by when the refused question names none: who travels, then with whom. */
const PREFERRED_DIMENSIONS = ['directEnterprise', 'itinAirlines', 'destinationCity'];

/**
 * A member's title as a manager types it: lower case but for acronyms ("Rebooked PNRs" →
 * "rebooked PNRs", "Deal status" → "deal status"), without its currency.
 */
export function spokenTitle(field: LexiconField): string {
  return withoutCurrency(field.title)
    .split(' ')
    .map((word) => (/[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/** The plural of a title: its first noun before "of", else its last word ("clients", "points of sale"). */
export function pluralTitle(title: string): string {
  const of = title.indexOf(' of ');
  if (of > 0) return `${pluralTitle(title.slice(0, of))}${title.slice(of)}`;
  const cut = title.lastIndexOf(' ') + 1;
  const word = title.slice(cut);
  let plural: string;
  if (/[^aeiou]y$/.test(word)) plural = `${word.slice(0, -1)}ies`;
  else if (/(s|x|ch|sh)$/.test(word) && !/[^su]s$/.test(word)) plural = `${word}es`;
  else if (/s$/i.test(word)) plural = word;
  else plural = `${word}s`;
  return title.slice(0, cut) + plural;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Two or three questions the parser answers on this view, shaped after the refused one and worded
 * as a manager types them: the measure and the dimension whose words it shares most (else the
 * view's first measure and its clients, airlines or destinations) in a total by group, a ranking and
 * a monthly series. Each is checked by parsing it, so a suggestion is never itself refused.
 *
 * @example suggestQuestions('spend by carier in Atlantis', lexicon, '2026-05-10')
 * // ['Spend by airlines last month', 'Top 5 airlines by spend this year', 'Spend per month this year']
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
  const preference = (field: LexiconField) => {
    const rank = PREFERRED_DIMENSIONS.indexOf(field.name.slice(field.name.indexOf('.') + 1));
    return rank < 0 ? PREFERRED_DIMENSIONS.length : rank;
  };
  const best = (fields: LexiconField[]) =>
    [...fields].sort((a, b) => overlap(b) - overlap(a) || preference(a) - preference(b))[0];
  const measure =
    askedMeasure(question, lexicon) ??
    best(lexicon.measures.filter((m) => !/(Eur|Gbp|DefaultCurrency)$/.test(m.name)));
  const dimension = best(
    lexicon.dimensions.filter(
      (d) => d.type === 'string' && !/recordLocator$/.test(d.name) && !isCoordinate(d.name),
    ),
  );
  if (!measure || !dimension) return [];
  const measured = spokenTitle(measure);
  const grouped = spokenTitle(dimension);
  const candidates = [
    `${capitalised(measured)} by ${grouped} last month`,
    `Top 5 ${pluralTitle(grouped)} by ${measured} this year`,
    `${capitalised(measured)} per month this year`,
  ];
  return candidates.filter((c) => parseQuestion(c, lexicon, today).ok).slice(0, SUGGESTION_COUNT);
}

/**
 * The measure a question names as the parser reads it (the longest phrase, its opposite after "not"),
 * a plain noun for the rows ("deals") only when nothing else is named; undefined when it names none.
 */
function askedMeasure(question: string, lexicon: Lexicon): LexiconField | undefined {
  const norms = words(question).map((w) => w.norm);
  const named: { member: string; generic: boolean }[] = [];
  let negated = false;
  for (let i = 0; i < norms.length;) {
    const entries = entriesAt(lexicon, norms, i);
    const length = entries[0]?.words.length ?? 0;
    const measure = entries.find((e) => e.words.length === length && e.target.kind === 'measure');
    if (measure) {
      // A measure negated with no opposite is refused, but is still the one asked about.
      const member = (negated && oppositeMeasure(lexicon, measure.target.member)) || measure.target.member;
      const generic = measure.words.length === 1 && isGenericNoun(measure.words[0] as string);
      named.push({ member, generic });
      negated = false;
    } else if (length === 0 && isNegation(norms[i])) negated = true;
    i += Math.max(length, 1);
  }
  const chosen = named.find((m) => !m.generic) ?? named[0];
  if (!chosen) return undefined;
  // A money measure is named by its base: its USD field is offered.
  return lexicon.measures.find((m) => m.name === chosen.member || m.name === `${chosen.member}Usd`);
}
