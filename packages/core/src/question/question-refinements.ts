import type { InterpretationSpan } from './question-contract.js';
import type { Lexicon } from './question-lexicon.js';
import type { Reading } from './question-reading.js';
import { GENERIC_MEASURE_WORDS } from './question-vocabulary.js';
import { words } from './question-words.js';

/*
 * What a reading keeps before it becomes a query: a condition named like a measure becomes a filter,
 * a dimension named without a breakdown is dropped, a plain noun beside a named measure is dropped,
 * a grouping named after an event implies its measure, and values that belong to one measure each
 * are found (and refused by the query builder).
 */

/**
 * True when values of one member stand between measures ("accepted by Hooli and rejected by
 * Initech"): each measure asks for its own values, which one query's filters cannot give.
 */
export function valuesPerMeasure(r: Reading): boolean {
  if (r.measures.length < 2) return false;
  const starts = new Map<string, number[]>();
  for (const v of r.values) starts.set(v.member, [...(starts.get(v.member) ?? []), v.span.start]);
  return [...starts.values()].some(
    (at) =>
      at.length > 1 &&
      r.measures.some((m) => m.span.start > Math.min(...at) && m.span.start < Math.max(...at)),
  );
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
export function impliedMeasure(r: Reading, lexicon: Lexicon): string | undefined {
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

/**
 * True when two measures are left that the question does not set side by side ("spend on tracked
 * PNRs": the count names which rows, a filter the view does not have): answering both would show
 * a figure nobody asked for.
 */
export function measuresNotJoined(r: Reading, text: string): boolean {
  if (r.measures.length < 2 || r.compare) return false;
  const joined = (m: Reading['measures'][number]) =>
    joinedByAnd(text, m.span) ||
    /,\s*$/.test(text.slice(0, m.span.start)) ||
    /^\s*,/.test(text.slice(m.span.end));
  return r.measures.some((m) => !joined(m));
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
export function conditionsAsFilters(r: Reading, text: string): void {
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
  'by per each every across which what among split breakdown between top bottom highest lowest most least busiest biggest largest popular main major primary'.split(
    ' ',
  ),
);
/** Words that may stand between a grouping word and its dimension ("by the different clients"). */
const BETWEEN = new Set(
  'the our all different various individual their its 10 5 3 n common frequent popular usual'.split(' '),
);
/** What stands between a dimension and its value when the dimension names a condition, not a breakdown. */
const CONDITION_WORDS =
  /^\s+((in|at|on|of|with|for|other\s+than|except|excluding|but|not|(is|was|are|were)(\s+not)?|(is|was|are|were)n['’]?t)\s+)?$/i;
/** A question that asks for one number: "how many …", "how often …", "what is …", "total …". */
const ONE_NUMBER =
  /\b(how\s+(many|much|often|frequently)|what\s*(is|was|were|are|'s)|whats|total|number\s+of)\b/i;

/**
 * Drops a dimension the question names without asking for a breakdown by it: a dimension word no
 * grouping word ("by", "per", "which", "top N" …) leads to, in a question that asks for one number
 * or right beside a value ("Marriott hotels", "hotels in Paris"). "What is the utilisation at
 * Marriott hotels" answers one number, not one per hotel.
 */
export function dropUnaskedDimensions(r: Reading, text: string): void {
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
    [...valueStarts].some((start) => CONDITION_WORDS.test(text.slice(span.end, start)));
  const dropped = r.dimensions.filter(
    (d) => d.type === 'string' && d.span !== r.why && !asked(d.span) && (oneNumber || beside(d.span)),
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
export function dropGenericMeasures(r: Reading, text: string): void {
  // A measure's own name ("deals sent") set against another by "vs" is asked for, as with "and".
  const named = (m: Reading['measures'][number]) => m.span.text.includes(' ') && joinedByAnd(text, m.span);
  const generic = (m: Reading['measures'][number]) =>
    (m.generic || GENERIC_MEASURE_WORDS.has(m.span.text.toLowerCase())) &&
    !named(m) &&
    !/\band\s*$/i.test(text.slice(0, m.span.start)) &&
    !/^\s*and\b/i.test(text.slice(m.span.end));
  // Plain nouns only ("how many PNRs got a deal"): the first is what is counted, the others say
  // which rows, and every row of the view is one of them.
  const plainOnly = !r.measures.some((m) => !generic(m));
  if (plainOnly && r.measures.length < 2) return;
  const dropped = new Set((plainOnly ? r.measures.slice(1) : r.measures.filter(generic)).map((m) => m.span));
  r.measures = r.measures.filter((m) => !dropped.has(m.span));
  r.spans = r.spans.filter((s) => !dropped.has(s));
}
