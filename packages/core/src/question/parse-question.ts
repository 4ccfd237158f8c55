import type { InterpretationSpan } from './question-contract.js';
import { readDate, type DateReading } from './question-dates.js';
import { numberWord } from './question-numbers.js';
import {
  joinPeriods,
  PERIOD_JOINER,
  PERIOD_SPAN,
  spanPeriods,
  splitPeriodPairs,
} from './question-periods.js';
import { entriesAt, type Lexicon } from './question-lexicon.js';
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
  SERIES_PHRASES,
  SHARE,
  TOP,
  TREND_VERBS,
  VIEW_NOUNS,
} from './question-vocabulary.js';
import { CURRENCY_WORDS } from './travel-terms.js';
import { isNegation, negationScope } from './question-negation.js';
import { buildQuery } from './question-query.js';
import { perTraveller, reasonDimension, whereDimension } from './question-cues.js';
import {
  namesDimension,
  namesMeasure,
  namesMember,
  namesNumber,
  namesValue,
  PARTICIPLES,
  withoutWord,
} from './question-names.js';
import { readComparison } from './question-comparisons.js';
import { joinedValue, take, type SpanMaker } from './question-take.js';
import { spanMaker, type ParseResult, type Reading } from './question-reading.js';
import { withoutRounding } from './question-rounding.js';
import { correctTypos, didYouMean, type ReadWord } from './question-typos.js';
import { words as splitWords } from './question-words.js';

/**
 * A request to act or to quote a price: "book me a flight", "how much is a flight to Sydney". The
 * data answers what was booked, never what one trip would cost.
 */
const ACTION =
  /^\s*((please\s+)?(book|buy|reserve|purchase)\s+(me|us|a|an)\b|how\s+much\s+(is|does|would|will|do)\s+(a|an|one)\b)/i;

/** Text that looks like a database statement or markup, never a question about travel. */
const CODE = /[;{}<>`=*\\]|--|\/\*|\bselect\b.*\bfrom\b|\bunion\b.*\bselect\b/i;

/**
 * Reads a plain-language question about one view into an analytics query, with each span of the
 * question and how it was read. Deterministic and offline: the lexicon (compiled from the view's
 * fields, synonyms, travel terms and the TMC's values), the dashboards' date rules on `today`, and
 * a few patterns (top N, by X, per month, compare, share, more than N days). Every word must be
 * understood; a word it does not know, a code-like text, a change to data, a forecast or a question
 * without a measure, dimension or filter is refused (`ok: false`), never guessed at.
 *
 * @example parseQuestion('top 5 carriers by spend last quarter', lexicon, '2026-05-10')
 */
export function parseQuestion(text: string, lexicon: Lexicon, today: string): ParseResult {
  if (CODE.test(text.normalize('NFKC'))) return { ok: false, reason: 'looks like code' };
  if (ACTION.test(text)) return { ok: false, reason: 'asks to book or to quote, not about our data' };
  // "US" in capitals is the country, never the pronoun.
  // "Jan-Mar", "H1/H2": two periods written as one word; "in round numbers" says nothing to count.
  const typed = withoutRounding(
    splitPeriodPairs(
      splitWords(text).map((w) => (text.slice(w.start, w.end) === 'US' ? { ...w, norm: 'usa' } : w)),
    ),
  );
  const { words, near } = correctTypos(typed, lexicon);
  const norms = words.map((w) => w.norm);
  const r: Reading = {
    spans: [],
    measures: [],
    dimensions: [],
    values: [],
    comparisons: [],
    share: false,
    compare: false,
    count: false,
  };
  const span = spanMaker(text, words, r);
  const phrase = (i: number, n: number) => (i + n <= norms.length ? norms.slice(i, i + n).join(' ') : '');
  // Where the measure or value a "not" negates starts ("did Hooli not accept"), once one is read.
  let negatedAt = -1;
  // The period read last, to join a second one set beside it ("Q1 and Q2").
  let period: { reading: DateReading; span: InterpretationSpan } | undefined;

  let i = 0;
  while (i < words.length) {
    const word = norms[i] as string;
    // "Where do we fly most": the places the view calls cities, when the question travels or ranks.
    const place = i === 0 && word === 'where' ? whereDimension(lexicon, norms) : undefined;
    if (place) {
      const s = span(i, i + 1, 'dimension', { member: place.name });
      r.dimensions.push({ member: place.name, type: place.type, span: s });
      i += 1;
      continue;
    }
    // "Why were deals declined": the reasons given, where the view records them.
    const reason = word === 'why' && !r.why ? reasonDimension(lexicon) : undefined;
    if (reason) {
      r.why = span(i, i + 1, 'dimension', { member: reason.name });
      r.dimensions.push({ member: reason.name, type: reason.type, span: r.why });
      i += 1;
      continue;
    }
    if (REFUSED.has(word)) return { ok: false, reason: `refuses "${word}"` };
    const date = readDate(words, i, today);
    if (date) {
      if (date.impossible) return { ok: false, reason: 'names a day no calendar has' };
      if (date.future) return { ok: false, reason: 'asks about the future' };
      if (r.date) {
        const gap = text.slice(period?.span.end ?? 0, (words[i] as ReadWord).start);
        // "Q1 and Q2": both, side by side; "January to March": one range.
        const joined = period && PERIOD_JOINER.test(gap) ? joinPeriods(period.reading, date) : undefined;
        const spanned = period && PERIOD_SPAN.test(gap) ? spanPeriods(period.reading, date) : undefined;
        const range = joined?.range ?? spanned;
        if (!period || !range) return { ok: false, reason: 'names two periods' };
        r.date = range;
        if (joined) r.granularity ??= joined.granularity;
        period.span.value = range;
        span(i, i + date.length, 'date', { value: range });
        i += date.length;
        continue;
      }
      r.date = date.range;
      period = { reading: date, span: span(i, i + date.length, 'date', { value: date.range }) };
      i += date.length;
      continue;
    }
    const series = SERIES_PHRASES.find((p) => phrase(i, p.split(' ').length) === p);
    if (series) {
      const n = series.split(' ').length;
      const named = GRANULARITY_WORDS[norms[i] as string];
      r.granularity = named ?? 'auto';
      span(i, i + n, 'granularity', { value: r.granularity });
      i += n;
      continue;
    }
    const comparison = readComparison(lexicon, norms, i);
    if (comparison) {
      const { length, ...compared } = comparison;
      const s = span(i, i + length, 'filter', { value: compared.value });
      r.comparisons.push({ ...compared, span: s });
      i += length;
      continue;
    }
    // "days booked in advance": a participle inside a phrase of the view says nothing more.
    const inner = PARTICIPLES.has(norms[i + 1] ?? '') ? withoutWord(norms, i + 1) : undefined;
    const innerEntries = inner ? entriesAt(lexicon, inner, i).filter((e) => e.words.length > 1) : [];
    const direct = entriesAt(lexicon, norms, i);
    const skip = direct.length === 0 && innerEntries.length > 0 ? 1 : 0;
    const entries = skip ? innerEntries : direct;
    const currency = CURRENCY_WORDS[phrase(i, 2)] ? 2 : CURRENCY_WORDS[word] ? 1 : 0;
    // A longer phrase of the lexicon wins over a currency word ("Sterling Cooper", the client).
    if (currency && currency >= (entries[0]?.words.length ?? 0)) {
      r.currency = CURRENCY_WORDS[phrase(i, currency)];
      span(i, i + currency, 'currency', { value: r.currency });
      i += currency;
      continue;
    }
    // "Hotel emissions", "hotel stays by city": the view's own noun before a member says nothing
    // more. A noun of another view ("hotel" asked of flights) stays unknown.
    if (
      VIEW_NOUNS.has(word) &&
      lexicon.vocabulary.has(word) &&
      (entries[0]?.words.length ?? 1) === 1 &&
      namesMember(lexicon, norms, i + 1)
    ) {
      i += 1;
      continue;
    }
    if (entries.length > 0) {
      // "How many hotels": a count of a grouping's members, which no measure of a view is.
      if (/^(how many|number of|count of)$/.test(phrase(i - 2, 2)) && namesDimension(entries))
        return { ok: false, reason: 'counts the members of a grouping' };
      // "Cost per night", "spend per trip": one measure over another, which no measure of a view is.
      if (norms[i - 1] === 'per' && namesMeasure(entries))
        return { ok: false, reason: 'asks for one measure per another' };
      // "deals with status rebooked": a value right after the grouping it belongs to.
      const last = r.spans.at(-1);
      const afterGrouping = last?.kind === 'dimension' && last.end === words[i - 1]?.end;
      const spanOf: SpanMaker = skip ? (from, to, kind, extra) => span(from, to + skip, kind, extra) : span;
      const taken = take(r, entries, i, spanOf, skip ? (inner as string[]) : norms, lexicon, {
        negated: i === negatedAt,
        join: joinedValue(r, text, (words[i] as ReadWord).start),
        afterGrouping,
      });
      if (typeof taken === 'string') return { ok: false, reason: taken };
      if (taken === 0) return { ok: false, reason: `reads "${word}" as a place of sale, not of travel` };
      if (i === negatedAt) negatedAt = -1;
      i += taken + skip;
      continue;
    }
    if (isNegation(word)) {
      const scope = negationScope(words, norms, i + 1, lexicon, today);
      if (typeof scope === 'string') return { ok: false, reason: scope };
      // "Which destinations weren't flown by Hooli" asks for the ones without rows: no query has them.
      if (WHICH.has(norms[0] as string) && r.dimensions.length > 0 && namesValue(lexicon, norms, scope))
        return { ok: false, reason: 'asks for what has no rows' };
      negatedAt = scope;
      i += 1;
      continue;
    }
    if (TOP.has(word) || BOTTOM.has(word)) {
      // "most common", "least frequent": a ranking by how often.
      const often = OFTEN.has(norms[i + 1] as string) ? 1 : 0;
      const count = numberWord(norms[i + 1 + often]);
      const numbered = count !== undefined && count > 0;
      const n = 1 + often + (numbered ? 1 : 0);
      const direction = TOP.has(word) ? 'desc' : 'asc';
      const s = span(i, i + n, 'limit', { value: numbered ? count : direction });
      if (r.top) return { ok: false, reason: 'asks for two rankings' };
      r.top = { direction, count: numbered ? count : undefined, often: often === 1, span: s };
      if (/popular|frequent|busiest/.test(word) || often) r.count = true;
      i += n;
      continue;
    }
    const count = numberWord(word);
    const ranked = norms[i + 1] ?? '';
    const rankWord = (TOP.has(ranked) || BOTTOM.has(ranked)) && entriesAt(lexicon, norms, i + 1).length === 0;
    if (count !== undefined && count > 0 && rankWord && !r.top) {
      // "5 biggest clients", "3 most common reasons": a ranking with its number first.
      const often = OFTEN.has(norms[i + 2] ?? '') ? 1 : 0;
      const s = span(i, i + 2 + often, 'limit', { value: count });
      r.top = { direction: TOP.has(ranked) ? 'desc' : 'asc', count, often: often === 1, span: s };
      if (/popular|frequent|busiest/.test(ranked) || often) r.count = true;
      i += 2 + often;
      continue;
    }
    if (count !== undefined && namesNumber(lexicon, norms, i + 1)) {
      // "booked 7 days in advance": that number of the view's number field.
      const s = span(i, i + 1, 'filter', { value: count });
      r.comparisons.push({ operator: 'equals', value: count, span: s });
      i += 1;
      continue;
    }
    if (
      count !== undefined &&
      count > 0 &&
      count <= 1000 &&
      entriesAt(lexicon, norms, i + 1).some((e) => e.target.kind === 'dimension')
    ) {
      // "5 biggest clients", "the 3 routes with most spend"
      const s = span(i, i + 1, 'limit', { value: count });
      r.top = { direction: 'desc', count, span: s };
      i += 1;
      continue;
    }
    const granularity = GRANULARITY_WORDS[word];
    if (granularity) {
      r.granularity = granularity;
      span(i, i + 1, 'granularity', { value: granularity });
      i += 1;
      continue;
    }
    if (SERIES.has(word) || TREND_VERBS.has(word)) {
      r.granularity ??= 'auto';
      span(i, i + 1, 'granularity', { value: 'auto' });
      i += 1;
      continue;
    }
    // "How often are deals accepted": a share of the deals, their rate.
    if (SHARE.has(word) || (FREQUENCY.has(word) && norms[i - 1] === 'how')) {
      r.share = true;
      span(i, i + 1, 'share');
    } else if (COMPARE.has(word)) {
      r.compare = true;
      span(i, i + 1, 'compare');
    } else if (COUNT.has(word)) {
      r.count = true;
    } else if (perTraveller(norms, i)) {
      // "Spend per traveller", "by traveler": the data names no traveller.
      return { ok: false, reason: 'asks for each traveller, whom the data does not name' };
    } else if (!FILLER.has(word) && !EXCLUDE.has(word) && !(word === 'other' && norms[i + 1] === 'than')) {
      const offer = near?.typed === word ? didYouMean(text, near, lexicon) : undefined;
      return { ok: false, reason: `does not know "${word}"`, ...(offer ? { didYouMean: offer } : {}) };
    }
    i += 1;
  }
  if (negatedAt >= 0) return { ok: false, reason: 'negates nothing it can read' };
  return buildQuery(r, lexicon, text);
}

/** Words that open a question listing the members of a grouping. */
const WHICH = new Set(['which', 'what']);

/** Words after "most" or "least" that rank by how often ("the most common reasons"). */
const OFTEN = new Set(['common', 'frequent', 'popular', 'usual']);
