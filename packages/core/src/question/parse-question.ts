import type { InterpretationSpan } from './question-contract.js';
import { readDate, numberWord } from './question-dates.js';
import { entriesAt, type Lexicon, type LexiconEntry } from './question-lexicon.js';
import {
  BOTTOM,
  COMPARATORS,
  COMPARE,
  COUNT,
  EXCLUDE,
  FILLER,
  GRANULARITY_WORDS,
  isGenericNoun,
  REFUSED,
  SERIES,
  SERIES_PHRASES,
  SHARE,
  TOP,
} from './question-vocabulary.js';
import { CURRENCY_WORDS } from './travel-terms.js';
import { buildQuery } from './question-query.js';
import type { DidYouMean, ParseResult, Reading } from './question-reading.js';
import { correctTypos, type NearName, type ReadWord } from './question-typos.js';
import { words as splitWords } from './question-words.js';

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
  if (CODE.test(text)) return { ok: false, reason: 'looks like code' };
  const { words, near } = correctTypos(splitWords(text), lexicon);
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
  const span = (
    from: number,
    to: number,
    kind: InterpretationSpan['kind'],
    extra: Partial<InterpretationSpan> = {},
  ) => {
    const first = words[from] as ReadWord;
    const last = words[to - 1] as ReadWord;
    const s: InterpretationSpan = {
      text: text.slice(first.start, last.end),
      start: first.start,
      end: last.end,
      kind,
      confidence: Math.min(...words.slice(from, to).map((w) => w.confidence ?? 1)),
      alternatives: [],
      ...extra,
    };
    r.spans.push(s);
    return s;
  };
  const phrase = (i: number, n: number) => (i + n <= norms.length ? norms.slice(i, i + n).join(' ') : '');

  let i = 0;
  while (i < words.length) {
    const word = norms[i] as string;
    if (REFUSED.has(word)) return { ok: false, reason: `refuses "${word}"` };
    const date = readDate(words, i, today);
    if (date) {
      if (date.impossible) return { ok: false, reason: 'names a day no calendar has' };
      if (date.future) return { ok: false, reason: 'asks about the future' };
      if (r.date) return { ok: false, reason: 'names two periods' };
      r.date = date.range;
      span(i, i + date.length, 'date', { value: date.range });
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
    const comparator = COMPARATORS.find(([p]) => phrase(i, p.split(' ').length) === p);
    if (comparator) {
      const n = comparator[0].split(' ').length;
      const value = numberWord(norms[i + n]);
      if (value !== undefined) {
        const s = span(i, i + n + 1, 'filter', { value });
        r.comparisons.push({ operator: comparator[1], value, span: s });
        i += n + 1;
        continue;
      }
    }
    const entries = entriesAt(lexicon, norms, i);
    const currency = CURRENCY_WORDS[phrase(i, 2)] ? 2 : CURRENCY_WORDS[word] ? 1 : 0;
    // A longer phrase of the lexicon wins over a currency word ("Sterling Cooper", the client).
    if (currency && currency >= (entries[0]?.words.length ?? 0)) {
      r.currency = CURRENCY_WORDS[phrase(i, currency)];
      span(i, i + currency, 'currency', { value: r.currency });
      i += currency;
      continue;
    }
    if (entries.length > 0) {
      const taken = take(r, entries, i, span, norms, lexicon);
      if (taken === 0) return { ok: false, reason: `reads "${word}" as a place of sale, not of travel` };
      i += taken;
      continue;
    }
    if (TOP.has(word) || BOTTOM.has(word)) {
      const count = numberWord(norms[i + 1]);
      const n = count !== undefined && count > 0 ? 2 : 1;
      const direction = TOP.has(word) ? 'desc' : 'asc';
      const s = span(i, i + n, 'limit', { value: n === 2 ? count : direction });
      if (r.top) return { ok: false, reason: 'asks for two rankings' };
      r.top = { direction, count: n === 2 ? count : undefined, span: s };
      if (/popular|frequent|busiest/.test(word)) r.count = true;
      i += n;
      continue;
    }
    const count = numberWord(word);
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
    if (SERIES.has(word)) {
      r.granularity ??= 'auto';
      span(i, i + 1, 'granularity', { value: 'auto' });
      i += 1;
      continue;
    }
    if (SHARE.has(word)) {
      r.share = true;
      span(i, i + 1, 'share');
    } else if (COMPARE.has(word)) {
      r.compare = true;
      span(i, i + 1, 'compare');
    } else if (COUNT.has(word)) {
      r.count = true;
    } else if (!FILLER.has(word) && !EXCLUDE.has(word)) {
      const offer = near?.typed === word ? didYouMean(text, near, lexicon) : undefined;
      return { ok: false, reason: `does not know "${word}"`, ...(offer ? { didYouMean: offer } : {}) };
    }
    i += 1;
  }
  return buildQuery(r, lexicon, text);
}

/** The name of the data holding `near.word`, and the question with that word as the data spells it. */
function didYouMean(text: string, near: NearName, lexicon: Lexicon): DidYouMean | undefined {
  for (const entries of lexicon.byFirstWord.values()) {
    for (const { words: phrase, target } of entries) {
      if (target.kind !== 'value' || !phrase.includes(near.word)) continue;
      // A value listing several names ("Lufthansa, Swiss") offers the one holding the word.
      const name =
        target.value.split(/,\s*/).find((part) => splitWords(part).some((w) => w.norm === near.word)) ??
        target.value;
      const spelt = splitWords(name).find((w) => w.norm === near.word);
      const word = spelt ? name.slice(spelt.start, spelt.end) : name;
      return { name, question: text.slice(0, near.start) + word + text.slice(near.end) };
    }
  }
  return undefined;
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

type SpanMaker = (
  from: number,
  to: number,
  kind: InterpretationSpan['kind'],
  extra?: Partial<InterpretationSpan>,
) => InterpretationSpan;

const ORIGIN = /\.(origin\w*)$/;
const DESTINATION = /\.(destination\w*)$/;
/** Where a ticket was sold: a country, region or continent, never where the trip went. */
const POINT_OF_SALE = /\.ticketing(Country|Region|Continent)$/;
const sided = (e: LexiconEntry) => ORIGIN.test(e.target.member) || DESTINATION.test(e.target.member);

/**
 * Takes the longest lexicon phrase at `i`: a measure, a dimension or a value. A value several
 * dimensions hold ("London": origin or destination city) is read by the word before it ("from",
 * "to"), else as the first of them (a place of sale before a place of travel), less surely, with the
 * others as alternatives. A value after "from" or "to" that only a place of sale holds ("deals to
 * Germany" where the view has no destination) is not read as that: answers 0, the question is
 * refused. Otherwise answers the words taken.
 */
function take(
  r: Reading,
  entries: LexiconEntry[],
  i: number,
  span: SpanMaker,
  norms: readonly string[],
  lexicon: Lexicon,
): number {
  const length = entries[0]?.words.length ?? 1;
  const longest = entries.filter((e) => e.words.length === length);
  const kinds = new Set(longest.map((e) => e.target.kind));
  // A phrase that names a member and a value is the member ("business" the class, "economy" the value).
  const kind = kinds.has('measure') ? 'measure' : kinds.has('dimension') ? 'dimension' : 'value';
  let candidates = longest.filter((e) => e.target.kind === kind);
  const before = norms[i - 1];
  if (kind === 'value') {
    const side = before === 'from' ? ORIGIN : before === 'to' || before === 'into' ? DESTINATION : undefined;
    const onSide = side ? candidates.filter((e) => side.test(e.target.member)) : [];
    if (onSide.length > 0) candidates = onSide;
    else if (side && candidates.every((e) => POINT_OF_SALE.test(e.target.member))) return 0;
    else candidates = [...candidates].sort((a, b) => Number(sided(a)) - Number(sided(b)));
  }
  const chosen = candidates[0] as LexiconEntry;
  const target = chosen.target;
  const members = [...new Set(candidates.map((e) => e.target.member))];
  const alternatives = members.filter((m) => m !== target.member);
  const doubt = alternatives.length > 0 ? 0.7 : 1;
  if (target.kind === 'measure') {
    if (!r.measures.some((m) => m.member === target.member)) {
      const s = span(i, i + length, 'measure', { member: target.member, alternatives });
      s.confidence = Math.min(s.confidence, doubt);
      const condition = conditionAt(lexicon, norms, i, chosen);
      r.measures.push({
        member: target.member,
        money: target.money,
        span: s,
        generic: chosen.words.length === 1 && isGenericNoun(chosen.words[0] as string),
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
    const exclude = EXCLUDE.has(before ?? '') || (before === 'than' && norms[i - 2] === 'other');
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
    });
  }
  return length;
}
