import type { InterpretationSpan } from './question-contract.js';
import { entriesAt, type Lexicon, type LexiconEntry } from './question-lexicon.js';
import { oppositeMeasure } from './question-negation.js';
import type { Reading } from './question-reading.js';
import { EXCLUDE, isGenericNoun, VIEW_NOUNS } from './question-vocabulary.js';

/**
 * The value a value at `start` is joined to by "or", "and" or a comma ("to Paris or London"): the
 * last value read, when only such a joiner stands between them. Joined values share the member and
 * the exclusion of the first; "or" asks for them together, not side by side.
 */
export function joinedValue(r: Reading, text: string, start: number): Join | undefined {
  const last = r.values.at(-1);
  if (!last) return undefined;
  const gap = text.slice(last.span.end, start).trim().toLowerCase();
  const joiner = /^(,|,?\s*(or|and|&))$/.exec(gap);
  if (!joiner) return undefined;
  return { member: last.member, exclude: last.exclude, either: joiner[2] === 'or' };
}

/** A value joined to the one before it. */
export interface Join {
  member: string;
  exclude: boolean;
  either: boolean;
}

/** What stands before a phrase: a pending negation, a value it is joined to. */
export interface Context {
  negated: boolean;
  join?: Join | undefined;
  /** The phrase follows a grouping's name ("status rebooked"): a value of it, if it has one. */
  afterGrouping?: boolean;
}

/**
 * The value that the words of a measure phrase also name, all of them or all but a plain noun
 * before or after ("not accepted", "accepted deals", "deals not accepted": the status of those
 * deals), when exactly one member holds it.
 */
function conditionAt(
  lexicon: Lexicon,
  norms: readonly string[],
  i: number,
  measure: LexiconEntry,
): { member: string; value: string } | undefined {
  const length = measure.words.length;
  const last = isGenericNoun(measure.words[length - 1] as string);
  const first = length > 1 && isGenericNoun(measure.words[0] as string);
  const values = [
    ...entriesAt(lexicon, norms, i).filter(
      (e) => e.words.length === length || (last && e.words.length === length - 1),
    ),
    ...(first ? entriesAt(lexicon, norms, i + 1).filter((e) => e.words.length === length - 1) : []),
  ].filter((e) => e.target.kind === 'value');
  const members = new Set(values.map((e) => e.target.member));
  const chosen = values[0]?.target;
  return chosen?.kind === 'value' && members.size === 1
    ? { member: chosen.member, value: chosen.value }
    : undefined;
}

/**
 * The value that names the same rows as a measure does ("Not accepted", the deal status, for the
 * deals not accepted): a value spelt as one of the measure's phrases, when exactly one member holds it.
 */
function conditionOf(lexicon: Lexicon, measure: string): { member: string; value: string } | undefined {
  const all = [...lexicon.byFirstWord.values()].flat();
  const phrases = new Set(
    all
      .filter((e) => e.target.kind === 'measure' && e.target.member === measure)
      .map((e) => e.words.join(' ')),
  );
  const values = all.filter((e) => e.target.kind === 'value' && phrases.has(e.words.join(' ')));
  const members = new Set(values.map((e) => e.target.member));
  const chosen = values[0]?.target;
  return chosen?.kind === 'value' && members.size === 1
    ? { member: chosen.member, value: chosen.value }
    : undefined;
}

export type SpanMaker = (
  from: number,
  to: number,
  kind: InterpretationSpan['kind'],
  extra?: Partial<InterpretationSpan>,
) => InterpretationSpan;

/** Words before a place that make it where the trip began. */
const FROM = new Set(['from', 'departing', 'leaving', 'ex']);

/** True when the longest phrase at `i` names `member` itself (a grouping, not one of its values). */
const namesMemberOf = (lexicon: Lexicon, norms: readonly string[], i: number, member: string) => {
  const entries = entriesAt(lexicon, norms, i);
  const length = entries[0]?.words.length;
  return entries.some(
    (e) => e.words.length === length && e.target.kind === 'dimension' && e.target.member === member,
  );
};

/** Articles between a word and the phrase it bears on. */
const ARTICLES = new Set(['a', 'an', 'the', 'any']);

/** Words that set a grouping to a value ("the status is rebooked"). */
const IS = new Set(['is', 'was', 'are', 'were', 'equals']);

const ORIGIN = /\.(origin\w*)$/;
const DESTINATION = /\.(destination\w*)$/;
/** Where a ticket was sold: a country, region or continent, never where the trip went. */
const POINT_OF_SALE = /\.ticketing(Country|Region|Continent)$/;
/** Plain nouns of places: the member a view calls by one of them is what a bare place name means. */
const PLACE_NOUNS = new Set(['country', 'city', 'region', 'continent', 'airport']);

/** The members a view names by a plain place noun ("country": the stay country of a hotel view). */
const plainPlaces = (lexicon: Lexicon): Set<string> =>
  new Set(
    [...PLACE_NOUNS].flatMap((noun) =>
      (lexicon.byFirstWord.get(noun) ?? [])
        .filter((e) => e.words.length === 1 && e.target.kind === 'dimension')
        .map((e) => e.target.member),
    ),
  );

/** Order of the members a bare value may be: a place of sale, then where the trip went, then where it began. */
const sideRank = (e: LexiconEntry) =>
  DESTINATION.test(e.target.member) ? 1 : ORIGIN.test(e.target.member) ? 2 : 0;

/**
 * Takes the longest lexicon phrase at `i`: a measure, a dimension or a value. A value several
 * dimensions hold ("London": origin or destination city) is read by the word before it ("from",
 * "to"), or as the value it is joined to by "or", "and" or a comma ("to Paris or London"), else as
 * the first of them (the member the view calls by a plain noun, "country" or "city"; else a place
 * of sale, then a destination, then an origin), less surely, with the others as
 * alternatives. A value after "from" or "to" that only a place of sale holds ("deals to Germany"
 * where the view has no destination) is not read as that: answers 0, the question is refused. A
 * value after a grouping and "is" is that grouping's ("the status is rebooked": a status, not the
 * measure of rebooked PNRs). A negated measure is read as its opposite ("did not accept": the deals not accepted), a negated
 * value as excluded. Otherwise answers the words taken, or why the phrase is not answered.
 */
export function take(
  r: Reading,
  entries: LexiconEntry[],
  i: number,
  span: SpanMaker,
  norms: readonly string[],
  lexicon: Lexicon,
  { negated, join, afterGrouping }: Context,
): number | string {
  const length = entries[0]?.words.length ?? 1;
  const longest = entries.filter((e) => e.words.length === length);
  const kinds = new Set(longest.map((e) => e.target.kind));
  // A phrase that names a member and a value is the member ("business" the class, "economy" the value).
  const before = norms[i - 1];
  // "Where the status is rebooked": after a grouping and "is", a value of that grouping.
  const named = afterGrouping || (before !== undefined && IS.has(before)) ? r.dimensions.at(-1) : undefined;
  const ofNamed = longest.filter((e) => e.target.kind === 'value' && e.target.member === named?.member);
  // A negated measure with no opposite whose words also name a value: that value, excluded.
  const negatedValue =
    negated &&
    kinds.has('value') &&
    longest.every((e) => e.target.kind !== 'measure' || !oppositeMeasure(lexicon, e.target.member));
  const kind =
    ofNamed.length > 0 || negatedValue || (!kinds.has('measure') && !kinds.has('dimension'))
      ? 'value'
      : kinds.has('measure')
        ? 'measure'
        : 'dimension';
  let candidates = ofNamed.length > 0 ? ofNamed : longest.filter((e) => e.target.kind === kind);
  if (kind === 'value') {
    // "departing London", "flights out of London": where the trip began.
    // "to the UK": the article says nothing of the side.
    const lead = before === 'the' ? norms[i - 2] : before;
    const leaving = FROM.has(lead ?? '') || (lead === 'of' && norms[i - 2] === 'out');
    const side = leaving ? ORIGIN : lead === 'to' || lead === 'into' ? DESTINATION : undefined;
    const onSide = side ? candidates.filter((e) => side.test(e.target.member)) : [];
    const joined = join ? candidates.filter((e) => e.target.member === join.member) : [];
    if (joined.length > 0) candidates = joined;
    else if (onSide.length > 0) candidates = onSide;
    else if (side && candidates.every((e) => POINT_OF_SALE.test(e.target.member))) return 0;
    else {
      const plain = plainPlaces(lexicon);
      const rank = (e: LexiconEntry) => (plain.has(e.target.member) ? 0 : 3) + sideRank(e);
      candidates = [...candidates].sort((a, b) => rank(a) - rank(b));
    }
  }
  const chosen = candidates[0] as LexiconEntry;
  const target = chosen.target;
  // "Wayne Enterprises" where the data has "Wayne Logistics": another name, never the one it starts.
  if (target.kind === 'value' && target.alias && namesMemberOf(lexicon, norms, i + length, target.member))
    return `reads "${norms[i]}" as the start of another name than the data's`;
  const members = [...new Set(candidates.map((e) => e.target.member))];
  const alternatives = members.filter((m) => m !== target.member);
  const doubt = alternatives.length > 0 ? 0.7 : 1;
  if (target.kind === 'measure') {
    const opposite = negated ? oppositeMeasure(lexicon, target.member) : undefined;
    if (negated && !opposite) return `negates "${chosen.words.join(' ')}", a measure with no opposite`;
    const measure = opposite ?? target.member;
    if (!r.measures.some((m) => m.member === measure)) {
      const s = span(i, i + length, 'measure', { member: measure, alternatives });
      s.confidence = Math.min(s.confidence, doubt);
      const condition = opposite ? conditionOf(lexicon, opposite) : conditionAt(lexicon, norms, i, chosen);
      r.measures.push({
        member: measure,
        money: opposite ? false : target.money,
        span: s,
        // "stays", "hotel stays": plain nouns for the rows, the view's own noun saying nothing more.
        generic:
          !opposite &&
          chosen.words.some(isGenericNoun) &&
          chosen.words.every((w) => isGenericNoun(w) || VIEW_NOUNS.has(w)),
        ...(condition ? { condition } : {}),
      });
      if (/cheap/.test(norms.slice(i, i + length).join(' ')) && !r.top) {
        r.top = { direction: 'asc', span: s };
      }
    }
  } else if (target.kind === 'dimension') {
    const s = span(i, i + length, 'dimension', { member: target.member, alternatives });
    s.confidence = Math.min(s.confidence, doubt);
    if (!r.dimensions.some((d) => d.member === target.member)) {
      r.dimensions.push({ member: target.member, type: target.type, span: s });
    }
  } else {
    // "without a deal": the article says nothing of the exclusion.
    const lead = before !== undefined && ARTICLES.has(before) ? norms[i - 2] : before;
    const excluded =
      negated ||
      EXCLUDE.has(lead ?? '') ||
      (before === 'than' && norms[i - 2] === 'other') ||
      (join?.exclude ?? false);
    // "not on negotiated rates": the phrase names the other rows, and "not" those of the value.
    const exclude = target.others === true ? !excluded : excluded;
    const s = span(i, i + length, 'filter', {
      member: target.member,
      value: target.value,
      alternatives,
    });
    s.confidence = Math.min(s.confidence, doubt);
    const listed = target.kind === 'value' && target.listed === true;
    r.values.push({
      member: target.member,
      value: target.value,
      exclude,
      span: s,
      ...(listed ? { listed } : {}),
      ...(join?.either && join.member === target.member ? { either: true } : {}),
      ...(target.others ? { others: true } : {}),
    });
  }
  return length;
}
