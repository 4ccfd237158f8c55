import type { CubeFilter, CubeGranularity, CubeQuery, CubeTimeDimension } from '../cube/cube-query.js';
import { granularityFor } from '../rules/granularity.js';
import type { InterpretationSpan } from './question-contract.js';
import { CURRENCY_SUFFIXES, type CurrencySuffix } from '../cube/cubes.js';
import type { Lexicon, LexiconField } from './question-lexicon.js';
import { isCoordinate, withCoordinates } from './question-places.js';
import type { ParseResult, Reading } from './question-reading.js';

type Comparison = Reading['comparisons'][number];
type Measure = Reading['measures'][number];
import {
  conditionsAsFilters,
  dropGenericMeasures,
  dropUnaskedDimensions,
  impliedMeasure,
  measuresNotJoined,
  valuesPerMeasure,
} from './question-refinements.js';
import { RATE_MEASURES } from './question-vocabulary.js';
import { singular, words } from './question-words.js';

/** How sure the parser must be of every span to answer. */
const MIN_CONFIDENCE = 0.6;
/** Confidence of the count the parser measures when the question names no measure. */
const DEFAULT_MEASURE_CONFIDENCE = 0.6;
/** Rows of "top carriers" when the question names no number. */
const DEFAULT_TOP = 10;
/** The currency of money when the question names none (the element then follows the bus's). */
const DEFAULT_CURRENCY: CurrencySuffix = 'Usd';

const fail = (reason: string): ParseResult => ({ ok: false, reason });

/** The count measure of a view: its PNRs, else its first measure. */
const countMeasure = (lexicon: Lexicon): string =>
  lexicon.measures.find((m) => m.name === `${lexicon.cube}.countPnrs`)?.name ??
  lexicon.measures[0]?.name ??
  '';

/** The rate a view has for a count (`Cube.acceptedDeals` → `Cube.acceptanceRate`), if any. */
const rateOf = (lexicon: Lexicon, member: string): string | undefined => {
  const rate = RATE_MEASURES[member.slice(member.indexOf('.') + 1)];
  const name = rate && `${lexicon.cube}.${rate}`;
  return name && lexicon.measures.some((m) => m.name === name) ? name : undefined;
};

/** Words before a date field that ask for a series along it ("by ticketing date", "per check-in date"). */
const ALONG = /\b(by|per|over|each)\s+(the\s+)?$/i;

/**
 * Share words that ask for a part of each whole ("percent of deals accepted", "how often are deals
 * accepted"), not how a whole splits.
 */
const PERCENT = /^(percent|percentage|%|proportion|often|frequently)$/i;

/** True when `member` counts what was refused, as its title says ("Not accepted"). */
const refusal = (lexicon: Lexicon, member: string) =>
  /\bnot\b/i.test(lexicon.measures.find((m) => m.name === member)?.shortTitle ?? '');

/** True when `member` is a rate, as its title says ("Acceptance rate", "Negotiated rate coverage" is not). */
const isRate = (lexicon: Lexicon, member: string) =>
  /\b(rate|ratio)$/i.test(lexicon.measures.find((m) => m.name === member)?.title ?? '');

/** The view's own date dimension (the first time dimension), the one a question's period applies to. */
const dateDimension = (lexicon: Lexicon): string | undefined =>
  lexicon.dimensions.find((d) => d.type === 'time')?.name;

/** A money measure in a currency (`Cube.spend` + `Eur`), or the member itself when it is not money. */
const inCurrency = (lexicon: Lexicon, member: string, currency: CurrencySuffix) =>
  lexicon.money.has(member)
    ? `${member}${lexicon.money.get(member)?.has(currency) ? currency : 'Usd'}`
    : member;

/**
 * Turns what the parser found into the query: number comparisons become filters on the number
 * dimension the question names ("more than 14 days before departure"), a time dimension carries the
 * period and granularity, values become `equals` (or `notEquals`) filters, two values of one member or
 * a share question group by that member, a question naming no measure counts PNRs (less surely),
 * "top N" orders by the first measure and limits, a place grouping carries its coordinates (for the
 * map), a share of nothing split asks for the count's rate ("what percent of deals were accepted").
 * Refused: a share with no rate to answer it, a ranking with nothing to rank or one ranking per
 * group, values that belong to one measure each, a number with no number dimension, a question naming nothing, any span below `MIN_CONFIDENCE`.
 */
export function buildQuery(r: Reading, lexicon: Lexicon, text: string): ParseResult {
  conditionsAsFilters(r, text);
  if (valuesPerMeasure(r)) return fail('gives each measure values of its own');
  dropUnaskedDimensions(r, text);
  let numberDims = r.dimensions.filter((d) => d.type === 'number');
  // "Deals sent more than 2 weeks out": a number of days, on the view's one number of days.
  if (numberDims.length === 0 && r.comparisons.length > 0 && r.comparisons.every((c) => c.days)) {
    const days = lexicon.dimensions.filter((d) => d.type === 'number' && !isCoordinate(d.name));
    const only = days.length === 1 ? (days[0] as LexiconField) : undefined;
    if (only)
      numberDims = [{ member: only.name, type: 'number', span: (r.comparisons[0] as Comparison).span }];
  }
  if (r.comparisons.length > 0 && numberDims.length !== 1)
    return fail('a number with no single number field');
  const compared = r.comparisons.length > 0 ? numberDims[0]?.member : undefined;
  const timeDims = r.dimensions.filter((d) => d.type === 'time');
  if (timeDims.length > 1) return fail('names two date fields');
  const timeDimension = timeDims[0]?.member ?? dateDimension(lexicon);
  // "Spend by ticketing date": a series along that date, by day when a date or day is named.
  const along = timeDims[0]?.span;
  if (along && r.granularity === undefined && ALONG.test(text.slice(0, along.start)))
    r.granularity = /\b(date|day)s?$/i.test(along.text) ? 'day' : 'auto';
  const grouped = r.dimensions.filter((d) => d.type !== 'time' && d.member !== compared).map((d) => d.member);

  const filters: CubeFilter[] = [];
  for (const c of r.comparisons) {
    c.span.member = compared;
    filters.push({ member: compared as string, operator: c.operator, values: [String(c.value)] });
  }
  const byMember = new Map<
    string,
    { include: string[]; exclude: string[]; listed: boolean; either: boolean; others: boolean }
  >();
  for (const v of r.values) {
    const entry = byMember.get(v.member) ?? {
      include: [],
      exclude: [],
      listed: v.listed === true,
      either: false,
      others: true,
    };
    const list = v.exclude ? entry.exclude : entry.include;
    if (!list.includes(v.value)) list.push(v.value);
    if (v.either && !v.exclude) entry.either = true;
    if (!v.others) entry.others = false;
    byMember.set(v.member, entry);
  }
  for (const [member, { include, exclude, listed, either, others }] of byMember) {
    // "What share of spend is on negotiated rates": the split by rate type, whose parts say it.
    const shared = r.share && grouped.length === 0 && (exclude.length === 0 || others);
    // Two values side by side are a breakdown by them; "Paris or London" asks for them together.
    if ((include.length > 1 && !either) || shared) {
      if (!grouped.includes(member)) grouped.push(member);
    }
    // One name of a listing member ("Lufthansa" of an itinerary's airlines) is matched within the
    // lists, so itineraries flown with others count too; names set side by side stay whole values.
    // An excluded name leaves out every list holding it.
    const within = listed && !grouped.includes(member);
    if (include.length > 0 && !shared)
      filters.push({ member, operator: within ? 'contains' : 'equals', values: include });
    if (exclude.length > 0 && !shared)
      filters.push({ member, operator: listed ? 'notContains' : 'notEquals', values: exclude });
  }

  if (r.measures.length === 0) {
    if (!r.count && grouped.length === 0 && filters.length === 0 && !r.top)
      return fail('names nothing to measure');
    const implied = impliedMeasure(r, lexicon);
    const member = implied ?? countMeasure(lexicon);
    const confidence = r.count || implied ? 1 : DEFAULT_MEASURE_CONFIDENCE;
    const span: InterpretationSpan = {
      text: '',
      start: 0,
      end: 0,
      kind: 'measure',
      member,
      confidence,
      alternatives: [],
    };
    r.spans.push(span);
    r.measures.push({ member, money: false, span });
  }
  dropGenericMeasures(r, text);
  if (measuresNotJoined(r, text)) return fail('names a measure for rows it cannot filter');
  // "Why were deals declined": reasons are given for a refusal, never for spend going up.
  if (r.why && !(r.measures.length === 1 && refusal(lexicon, (r.measures[0] as Measure).member)))
    return fail('asks why of something no reason is given for');
  // "Percentage of deals accepted by client": per client, the part of its deals accepted — the rate.
  const percentOfRated =
    grouped.length > 0 &&
    r.spans.some((s) => s.kind === 'share' && PERCENT.test(s.text)) &&
    r.measures.length > 0 &&
    r.measures.every((m) => rateOf(lexicon, m.member));
  if ((r.share && grouped.length === 0) || percentOfRated) {
    // A share of nothing split ("what percent of deals were accepted") is a rate, or not answered.
    // A measure that is a rate already ("deal acceptance percentage") is that share.
    if (!r.measures.every((m) => isRate(lexicon, m.member))) {
      const rated = r.measures.filter((m) => rateOf(lexicon, m.member));
      if (rated.length === 0) return fail('asks for a share of a whole it cannot split');
      r.measures = rated.map((m) => ({ ...m, member: rateOf(lexicon, m.member) as string, money: false }));
    }
  }
  const currency = r.currency ?? DEFAULT_CURRENCY;
  const measures = r.measures.map((m) => inCurrency(lexicon, m.member, currency));
  r.measures.forEach((m, k) => {
    m.span.member = measures[k];
    m.span.alternatives = lexicon.measures
      .map((f) => f.name)
      .filter(
        (name) =>
          name !== measures[k] &&
          (!CURRENCY_SUFFIXES.some((s) => name.endsWith(s)) || name.endsWith(currency)),
      );
  });

  let granularity: CubeGranularity | undefined;
  if (r.granularity === 'auto') {
    granularity = r.date ? granularityFor({ startDate: r.date[0], endDate: r.date[1] }) : 'month';
  } else granularity = r.granularity;
  for (const s of r.spans) {
    if (s.kind === 'date' || s.kind === 'granularity') s.member = timeDimension;
    if (s.kind === 'granularity') s.value = granularity;
  }

  const query: CubeQuery = { measures };
  const inView = (member: string) => lexicon.dimensions.some((d) => d.name === member);
  if (grouped.length > 0) query.dimensions = withCoordinates(grouped, inView);
  if ((r.date || granularity) && timeDimension) {
    const time: CubeTimeDimension = { dimension: timeDimension };
    if (r.date) time.dateRange = r.date;
    if (granularity) time.granularity = granularity;
    query.timeDimensions = [time];
  }
  if (r.top?.often) {
    // "The most common reason" names a reason: rows without one ("no feedback") are not a candidate.
    for (const member of grouped) {
      if (!filters.some((f) => f.member === member)) filters.push({ member, operator: 'set' });
    }
  }
  if (filters.length > 0) query.filters = filters;
  if (r.top) {
    // Periods set side by side ("Q1 and Q2") are not a ranking of periods unless one is named.
    const rankedPeriods = r.spans.some((s) => s.kind === 'granularity');
    if (grouped.length === 0 && !rankedPeriods) return fail('ranks nothing');
    // "The top reason per month", "the most common reason by client": one ranking per group, which
    // a query ordering all rows cannot give.
    if (grouped.length > 1 || (grouped.length > 0 && granularity)) return fail('ranks within each group');
    query.order = { [measures[0] as string]: r.top.direction };
    query.limit = r.top.count ?? (singularDimension(r) ? 1 : DEFAULT_TOP);
    r.top.span.member = measures[0];
  }
  const unsure = r.spans.find((s) => s.confidence < MIN_CONFIDENCE);
  if (unsure) return fail(`unsure of "${unsure.text}"`);
  return { ok: true, query, interpretation: [...r.spans].sort((a, b) => a.start - b.start) };
}

/** True when the ranked dimension or period is named in the singular ("which carrier had the most spend", "which month"). */
function singularDimension(r: Reading): boolean {
  const ranked = r.dimensions[0]?.span ?? r.spans.find((s) => s.kind === 'granularity');
  const last = words(ranked?.text ?? '').at(-1)?.norm;
  // "Where do we fly most": places, not one place.
  return last !== undefined && last !== 'where' && singular(last) === last;
}
