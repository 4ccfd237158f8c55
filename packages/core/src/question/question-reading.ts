import type { CubeGranularity, CubeQuery } from '../cube/cube-query.js';
import type { InterpretationSpan } from './question-contract.js';
import type { CurrencySuffix } from '../cube/cubes.js';

/** A question read into a query, or the reason it was not. */
export type ParseResult =
  { ok: true; query: CubeQuery; interpretation: InterpretationSpan[] } | { ok: false; reason: string };

/** What the parser found in a question, before it becomes a query. */
export interface Reading {
  spans: InterpretationSpan[];
  measures: { member: string; money: boolean; span: InterpretationSpan }[];
  dimensions: { member: string; type: string; span: InterpretationSpan }[];
  values: { member: string; value: string; exclude: boolean; span: InterpretationSpan }[];
  comparisons: { operator: 'gt' | 'gte' | 'lt' | 'lte'; value: number; span: InterpretationSpan }[];
  date?: [string, string];
  /** A named granularity, or `auto` for a series whose granularity the date range decides. */
  granularity?: CubeGranularity | 'auto';
  top?: { direction: 'asc' | 'desc'; count?: number; span: InterpretationSpan };
  currency?: CurrencySuffix;
  share: boolean;
  compare: boolean;
  /** "how many", "number of": the question asks for a count. */
  count: boolean;
}
