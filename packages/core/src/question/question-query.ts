import type { CubeFilter, CubeGranularity, CubeQuery, CubeTimeDimension } from '../cube/cube-query.js';
import { granularityFor } from '../rules/granularity.js';
import type { InterpretationSpan } from './question-contract.js';
import { CURRENCY_SUFFIXES, type CurrencySuffix } from '../cube/cubes.js';
import type { Lexicon } from './question-lexicon.js';
import { withCoordinates } from './question-places.js';
import type { ParseResult, Reading } from './question-reading.js';
import { GENERIC_MEASURE_WORDS, RATE_MEASURES } from './question-vocabulary.js';
import { singular, words } from './question-words.js';

/** How sure the parser must be of every span to answer. */
export const MIN_CONFIDENCE = 0.6;
/** Confidence of the count the parser measures when the question names no measure. */
export const DEFAULT_MEASURE_CONFIDENCE = 0.6;
/** Rows of "top carriers" when the question names no number. */
export const DEFAULT_TOP = 10;
/** The currency of money when the question names none (the element then follows the bus's). */
export const DEFAULT_CURRENCY: CurrencySuffix = 'Usd';

const fail = (reason: string): ParseResult => ({ ok: false, reason });

/** The count measure of a view: its PNRs, else its first measure. */
export const countMeasure = (lexicon: Lexicon): string =>
  lexicon.measures.find((m) => m.name === `${lexicon.cube}.countPnrs`)?.name ??
  lexicon.measures[0]?.name ??
  '';

/** The rate a view has for a count (`Cube.acceptedDeals` → `Cube.acceptanceRate`), if any. */
const rateOf = (lexicon: Lexicon, member: string): string | undefined => {
  const rate = RATE_MEASURES[member.slice(member.indexOf('.') + 1)];
  const name = rate && `${lexicon.cube}.${rate}`;
  return name && lexicon.measures.some((m) => m.name === name) ? name : undefined;
};

/** The view's own date dimension (the first time dimension), the one a question's period applies to. */
export const dateDimension = (lexicon: Lexicon): string | undefined =>
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
 * Refused: a share with no rate to answer it, a ranking with nothing to rank, a number
 * with no number dimension, a question naming nothing, any span below `MIN_CONFIDENCE`.
 */
export function buildQuery(r: Reading, lexicon: Lexicon, text: string): ParseResult {
  conditionsAsFilters(r, text);
  dropUnaskedDimensions(r, text);
  const numberDims = r.dimensions.filter((d) => d.type === 'number');
  if (r.comparisons.length > 0 && numberDims.length !== 1)
    return fail('a number with no single number field');
  const compared = r.comparisons.length > 0 ? numberDims[0]?.member : undefined;
  const timeDims = r.dimensions.filter((d) => d.type === 'time');
  if (timeDims.length > 1) return fail('names two date fields');
  const timeDimension = timeDims[0]?.member ?? dateDimension(lexicon);
  const grouped = r.dimensions.filter((d) => d.type !== 'time' && d.member !== compared).map((d) => d.member);

  const filters: CubeFilter[] = [];
  for (const c of r.comparisons) {
    c.span.member = compared;
    filters.push({ member: compared as string, operator: c.operator, values: [String(c.value)] });
  }
  const byMember = new Map<
    string,
    { include: string[]; exclude: string[]; listed: boolean; either: boolean }
  >();
  for (const v of r.values) {
    const entry = byMember.get(v.member) ?? {
      include: [],
      exclude: [],
      listed: v.listed === true,
      either: false,
    };
    const list = v.exclude ? entry.exclude : entry.include;
    if (!list.includes(v.value)) list.push(v.value);
    if (v.either && !v.exclude) entry.either = true;
    byMember.set(v.member, entry);
  }
  for (const [member, { include, exclude, listed, either }] of byMember) {
    const shared = r.share && grouped.length === 0 && exclude.length === 0;
    // Two values side by side are a breakdown by them; "Paris or London" asks for them together.
    if ((include.length > 1 && !either) || shared) {
      if (!grouped.includes(member)) grouped.push(member);
    }
    // One name of a listing member ("Lufthansa" of an itinerary's airlines) is matched within the
    // lists, so itineraries flown with others count too; names set side by side stay whole values.
    const within = listed && !grouped.includes(member);
    if (include.length > 0 && !shared)
      filters.push({ member, operator: within ? 'contains' : 'equals', values: include });
    if (exclude.length > 0)
      filters.push({ member, operator: within ? 'notContains' : 'notEquals', values: exclude });
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
  if (r.share && grouped.length === 0) {
    // A share of nothing split ("what percent of deals were accepted") is a rate, or not answered.
    const rated = r.measures.filter((m) => rateOf(lexicon, m.member));
    if (rated.length === 0) return fail('asks for a share of a whole it cannot split');
    r.measures = rated.map((m) => ({ ...m, member: rateOf(lexicon, m.member) as string, money: false }));
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
    if (grouped.length === 0 && !granularity) return fail('ranks nothing');
    query.order = { [measures[0] as string]: r.top.direction };
    query.limit = r.top.count ?? (singularDimension(r) ? 1 : DEFAULT_TOP);
    r.top.span.member = measures[0];
  }
  const unsure = r.spans.find((s) => s.confidence < MIN_CONFIDENCE);
  if (unsure) return fail(`unsure of "${unsure.text}"`);
  return { ok: true, query, interpretation: [...r.spans].sort((a, b) => a.start - b.start) };
}

/** The verb a noun in "-ion" is made of ("rejection" → "reject", "cancellation" → "cancel"). */
const verbsOf = (noun: string): string[] => {
  const stem = /ions?$/.test(noun) ? noun.replace(/ions?$/, '') : undefined;
  if (!stem) return [];
  return [stem, `${stem}e`, stem.replace(/at$/, ''), stem.replace(/lat$/, '')];
};

/**
 * The measure a grouping named after an event counts, when the question names none: "rejection
 * reasons" count the deals rejected, as the measure known by "reject" does.
 */
function impliedMeasure(r: Reading, lexicon: Lexicon): string | undefined {
  for (const d of r.dimensions) {
    for (const word of words(d.span.text)) {
      for (const verb of verbsOf(word.norm)) {
        const entry = (lexicon.byFirstWord.get(verb) ?? []).find(
          (e) => e.target.kind === 'measure' && e.words.length === 1,
        );
        if (entry) return entry.target.member;
      }
    }
  }
  return undefined;
}

/** True when a measure is set beside another: "spend and bookings", "sent vs accepted". */
const joinedByAnd = (text: string, span: InterpretationSpan) =>
  /\b(and|vs|versus|against|or|compared\s+(to|with))\s*$/i.test(text.slice(0, span.start)) ||
  /^\s*(and|vs|versus|against|or|compared)\b/i.test(text.slice(span.end));

/**
 * Reads a measure whose words also name a value ("not accepted", "rebooked PNRs") as a filter on
 * that value when the question names another measure it is not joined to by "and": "savings not
 * accepted" is the savings of the deals not accepted, not savings beside a count.
 */
function conditionsAsFilters(r: Reading, text: string): void {
  const named = r.measures.filter((m) => !m.generic);
  if (named.length < 2 || r.compare) return;
  for (const m of named) {
    if (!m.condition || joinedByAnd(text, m.span)) continue;
    if (!named.some((other) => other !== m && !other.condition)) continue;
    r.measures = r.measures.filter((x) => x !== m);
    const span = m.span;
    Object.assign(span, {
      kind: 'filter',
      member: m.condition.member,
      value: m.condition.value,
      alternatives: [],
    });
    r.values.push({ member: m.condition.member, value: m.condition.value, exclude: false, span });
  }
}

/** Words that ask for a breakdown by the dimension after them ("by carrier", "which hotels", "top 5 cities"). */
const GROUPING = new Set(
  'by per each every across which what among split breakdown between top bottom highest lowest most least busiest biggest largest popular'.split(
    ' ',
  ),
);
/** Words that may stand between a grouping word and its dimension ("by the different clients"). */
const BETWEEN = new Set(
  'the our all different various individual their its 10 5 3 n common frequent popular usual'.split(' '),
);
/** A question that asks for one number: "how many …", "what is …", "total …". */
const ONE_NUMBER = /\b(how\s+(many|much)|what\s*(is|was|were|are|'s)|whats|total|number\s+of)\b/i;

/**
 * Drops a dimension the question names without asking for a breakdown by it: a dimension word no
 * grouping word ("by", "per", "which", "top N" …) leads to, in a question that asks for one number
 * or right beside a value ("Marriott hotels", "hotels in Paris"). "What is the utilisation at
 * Marriott hotels" answers one number, not one per hotel.
 */
function dropUnaskedDimensions(r: Reading, text: string): void {
  const oneNumber = ONE_NUMBER.test(text);
  const valueEnds = new Set(r.values.map((v) => v.span.end));
  const valueStarts = new Set(r.values.map((v) => v.span.start));
  const asked = (span: InterpretationSpan) => {
    const before = words(text.slice(0, span.start)).map((w) => w.norm);
    const after = words(text.slice(span.end)).map((w) => w.norm);
    if (after[0] === 'breakdown' || after[0] === 'split' || after[0] === 'wise') return true;
    let k = before.length - 1;
    const valueWords = new Set(r.values.flatMap((v) => words(v.span.text).map((w) => w.norm)));
    while (
      k >= 0 &&
      (BETWEEN.has(before[k] as string) ||
        /^\d+$/.test(before[k] as string) ||
        valueWords.has(before[k] as string))
    ) {
      if (/^\d+$/.test(before[k] as string)) return true;
      k--;
    }
    return k >= 0 && GROUPING.has(before[k] as string);
  };
  const beside = (span: InterpretationSpan) =>
    valueEnds.has(span.start - 1) ||
    [...valueStarts].some((start) => /^\s+(in|at|on|of|with|for)\s+$/i.test(text.slice(span.end, start)));
  const dropped = r.dimensions.filter(
    (d) => d.type === 'string' && !asked(d.span) && (oneNumber || beside(d.span)),
  );
  if (dropped.length === 0) return;
  const spans = new Set(dropped.map((d) => d.span));
  r.dimensions = r.dimensions.filter((d) => !spans.has(d.span));
  r.spans = r.spans.filter((s) => !spans.has(s));
}

/**
 * Drops a measure named only by a plain noun ("tickets" in "average fare of business class
 * tickets", "deals" in "deals accepted") when the question names another measure, unless the two are
 * joined by "and" ("spend and bookings").
 */
function dropGenericMeasures(r: Reading, text: string): void {
  const generic = (m: Reading['measures'][number]) =>
    (m.generic || GENERIC_MEASURE_WORDS.has(m.span.text.toLowerCase())) &&
    !/\band\s*$/i.test(text.slice(0, m.span.start)) &&
    !/^\s*and\b/i.test(text.slice(m.span.end));
  if (!r.measures.some((m) => !generic(m))) return;
  const dropped = new Set(r.measures.filter(generic).map((m) => m.span));
  r.measures = r.measures.filter((m) => !dropped.has(m.span));
  r.spans = r.spans.filter((s) => !dropped.has(s));
}

/** True when the ranked dimension is named in the singular ("which carrier had the most spend"). */
function singularDimension(r: Reading): boolean {
  const last = words(r.dimensions[0]?.span.text ?? '').at(-1)?.norm;
  return last !== undefined && singular(last) === last;
}
