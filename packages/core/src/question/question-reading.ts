import type { CubeGranularity, CubeQuery } from '../cube/cube-query.js';
import type { InterpretationSpan } from './question-contract.js';
import type { CurrencySuffix } from '../cube/cubes.js';
import type { ReadWord } from './question-typos.js';

/** A question read into a query, or the reason it was not. */
export type ParseResult =
  | { ok: true; query: CubeQuery; interpretation: InterpretationSpan[] }
  | { ok: false; reason: string; didYouMean?: DidYouMean };

/**
 * A name of the data near a word the question misspelt: never read in its place, but offered as
 * "Did you mean Atlanta?" with the question asked with it.
 */
export interface DidYouMean {
  /** The name as the data spells it ("Atlanta"). */
  name: string;
  /** The question with the misspelt word replaced by the name's word. */
  question: string;
}

/** What the parser found in a question, before it becomes a query. */
export interface Reading {
  spans: InterpretationSpan[];
  measures: {
    member: string;
    money: boolean;
    span: InterpretationSpan;
    /** Named only by a plain noun for the rows counted ("deals", "bookings"). */
    generic?: boolean;
    /** The value the same words name ("not accepted": the deal status), read instead beside another measure. */
    condition?: { member: string; value: string };
  }[];
  dimensions: { member: string; type: string; span: InterpretationSpan }[];
  values: {
    member: string;
    value: string;
    exclude: boolean;
    span: InterpretationSpan;
    /** One name of a member whose values list names: matched within them. */
    listed?: boolean;
    /** Joined to the value before by "or" ("to Paris or London"): asked for together, not side by side. */
    either?: boolean;
    /** Named by what its rows have that the value's lack ("negotiated rates"): the other rows. */
    others?: boolean;
  }[];
  comparisons: {
    operator: 'gt' | 'gte' | 'lt' | 'lte' | 'equals';
    value: number;
    span: InterpretationSpan;
    /** The number was given in days or weeks ("more than 2 weeks"): a number of days. */
    days?: boolean;
  }[];
  date?: [string, string];
  /** A named granularity, or `auto` for a series whose granularity the date range decides. */
  granularity?: CubeGranularity | 'auto';
  /** A ranking; `often` when it ranks by how often ("most common"). */
  top?: { direction: 'asc' | 'desc'; count?: number; often?: boolean; span: InterpretationSpan };
  currency?: CurrencySuffix;
  share: boolean;
  compare: boolean;
  /** "how many", "number of": the question asks for a count. */
  count: boolean;
  /** "why …": read as the view's reasons, which only a refusal's count is given by. */
  why?: InterpretationSpan;
}

/**
 * The maker of a reading's spans over the question's `words`: each span keeps the words as typed,
 * what a misspelt one was read as, and the lowest confidence of its words, and joins `r.spans`.
 */
export function spanMaker(text: string, words: readonly ReadWord[], r: Reading) {
  return (
    from: number,
    to: number,
    kind: InterpretationSpan['kind'],
    extra: Partial<InterpretationSpan> = {},
  ): InterpretationSpan => {
    const first = words[from] as ReadWord;
    const last = words[to - 1] as ReadWord;
    const taken = words.slice(from, to);
    // A misspelt word is shown as it was read, so the manager sees what the answer is about.
    const readAs = taken.some((w) => w.readAs)
      ? taken.map((w) => w.readAs ?? text.slice(w.start, w.end)).join(' ')
      : undefined;
    const s: InterpretationSpan = {
      text: text.slice(first.start, last.end),
      start: first.start,
      end: last.end,
      kind,
      confidence: Math.min(...taken.map((w) => w.confidence ?? 1)),
      alternatives: [],
      ...(readAs ? { readAs } : {}),
      ...extra,
    };
    r.spans.push(s);
    return s;
  };
}
