import { readDate } from './question-dates.js';
import { entriesAt, type Lexicon } from './question-lexicon.js';
import { withoutCurrency } from './question-member-phrases.js';
import { FILLER, isGenericNoun } from './question-vocabulary.js';
import type { Word } from './question-words.js';

/** Words that negate what follows them ("did not accept", "never accepted"). */
export const NEGATIONS = new Set(['not', 'never', "n't", 'n’t']);

/** A verb with "n't" ("didn't", "wasn’t", "dont"): it negates what follows, as "not" does. */
const CONTRACTED = /^(do|does|did|is|are|was|were|has|have|had|could|would|should|ca|wo)n['’]?t$/;

/** True when `word` negates what follows it. */
export const isNegation = (word: string | undefined): boolean =>
  word !== undefined && (NEGATIONS.has(word) || CONTRACTED.test(word));

/**
 * Measures that count the opposite outcome of each other, by short member name: what "did not
 * accept" asks for when "accept" names the accepted deals. Either way round.
 */
const OPPOSITE_MEASURES: Readonly<Record<string, string>> = {
  acceptedDeals: 'notAcceptedDeals',
};

const shortName = (member: string) => member.slice(member.indexOf('.') + 1);

/**
 * The measure of the view counting the opposite of `member` (`Cube.acceptedDeals` →
 * `Cube.notAcceptedDeals`): declared in `OPPOSITE_MEASURES`, else the measure whose short title is
 * the other's with "Not" before it ("Accepted" / "Not accepted"). Undefined when the view has none:
 * a question negating that measure is not answered.
 */
export function oppositeMeasure(lexicon: Lexicon, member: string): string | undefined {
  const short = shortName(member);
  const declared =
    OPPOSITE_MEASURES[short] ?? Object.keys(OPPOSITE_MEASURES).find((k) => OPPOSITE_MEASURES[k] === short);
  const has = (name: string) => lexicon.measures.some((m) => m.name === name);
  if (declared && has(`${lexicon.cube}.${declared}`)) return `${lexicon.cube}.${declared}`;
  const titleOf = (name: string) => {
    const field = lexicon.measures.find((m) => m.name === name);
    return field ? withoutCurrency(field.shortTitle).toLowerCase() : undefined;
  };
  const own = titleOf(member);
  if (own === undefined) return undefined;
  const other = lexicon.measures.find((m) => {
    const title = titleOf(m.name) as string;
    return m.name !== member && (title === `not ${own}` || own === `not ${title}`);
  });
  return other?.name;
}

/**
 * Where the phrase a negation negates starts (searching from `from`), or why it is not answered.
 * Words the parser reads as nothing are skipped ("did not fly to London"); a value followed by a
 * measure is the subject of that measure ("didn't Hooli accept": the measure is negated). A negated
 * measure must have an opposite and a negated value is excluded; anything else ("did Hooli not
 * book", "not last year", "not by client") is refused rather than answered as if the "not" were
 * not there.
 */
export function negationScope(
  words: readonly Word[],
  norms: readonly string[],
  from: number,
  lexicon: Lexicon,
  today: string,
): number | string {
  let value: number | undefined;
  for (let j = from; j < norms.length; j++) {
    const entries = entriesAt(lexicon, norms, j);
    if (entries.length > 0) {
      const length = entries[0]?.words.length as number;
      const longest = entries.filter((e) => e.words.length === length);
      const measure = longest.find((e) => e.target.kind === 'measure');
      if (measure) {
        if (value !== undefined && isGenericNoun(measure.words.join(' '))) return value;
        // "PNRs not rebooked": without an opposite measure, the value the same words name is excluded.
        const asValue = longest.some((e) => e.target.kind === 'value');
        return oppositeMeasure(lexicon, measure.target.member) || asValue
          ? j
          : `negates "${measure.words.join(' ')}", a measure with no opposite`;
      }
      if (longest.some((e) => e.target.kind === 'dimension')) return value ?? 'negates a grouping';
      if (value !== undefined) return value;
      value = j;
      j += length - 1;
      continue;
    }
    if (readDate(words, j, today)) return value ?? 'negates a period';
    if (!FILLER.has(norms[j] as string)) return value ?? `negates "${norms[j]}"`;
  }
  return value ?? 'negates nothing';
}
