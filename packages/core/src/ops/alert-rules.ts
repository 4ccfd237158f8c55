import type { AlertPeriod, AlertSchedule } from './alert-periods.js';

export { ALERTS_TAB } from './alerts-tab.js';

/** How a figure is compared with a rule's threshold. */
export type AlertOperator = 'lt' | 'lte' | 'gt' | 'gte';

export const ALERT_OPERATORS: readonly AlertOperator[] = ['lt', 'lte', 'gt', 'gte'];

/** What a user writes to create an alert rule (`POST /api/alerts`). */
export interface AlertRuleInput {
  name: string;
  /** A view path as the elements call it, without `/api/views/` (`air/faresaver/savingsOverview`). */
  view: string;
  /** The number of the view's answer: a key of `data` (dots reach into nested objects). */
  field: string;
  operator: AlertOperator;
  threshold: number;
  /** The view's filters and parameters, as the tab sends them (dates come from the period). */
  filters?: Record<string, unknown>;
  schedule: AlertSchedule;
  recipients: string[];
  webhookUrl?: string | null;
}

/** A stored rule as the service answers it. */
export interface AlertRule extends Required<Omit<AlertRuleInput, 'webhookUrl'>> {
  id: number;
  webhookUrl: string | null;
  paused: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The answer of `POST /api/alerts/:id/run`. */
export interface AlertRunResult {
  fired: boolean;
  value: number | null;
  threshold: number;
  period: AlertPeriod;
  /** True only when this call sent the period's message (a period is sent once; a test always sends). */
  sent: boolean;
  /**
   * True when the rule is paused: a run evaluates and records, and sends nothing. The service answers
   * it on every run and test (optional here only for results made before it was answered).
   */
  paused?: boolean;
  /** Present and true on the answer of a test send (`POST /api/alerts/:id/test`). */
  test?: true;
}

/** The sections a client digest may hold. */
export type DigestSection = 'savings' | 'rebooking' | 'compliance' | 'emissions';

export const DIGEST_SECTIONS: readonly DigestSection[] = ['savings', 'rebooking', 'compliance', 'emissions'];

/** What a user writes to create a client digest (`POST /api/digests`). */
export interface DigestInput {
  name: string;
  /** Corporate clients of the TMC, by name. */
  clients: string[];
  schedule: AlertSchedule;
  recipients: string[];
  sections: DigestSection[];
}

/** A stored digest as the service answers it. */
export interface Digest extends DigestInput {
  id: number;
  paused: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A problem with one field of an input: the field's name and what is wrong. */
export interface FieldProblem {
  field: string;
  problem: string;
}

/**
 * True when `value` crosses `threshold` by `operator` (`lt`: below it, `gte`: at or above it, …). A
 * figure the view could not compute (null, NaN) crosses nothing.
 */
export function crossesThreshold(operator: AlertOperator, value: number | null, threshold: number): boolean {
  if (value === null || !Number.isFinite(value)) return false;
  switch (operator) {
    case 'lt':
      return value < threshold;
    case 'lte':
      return value <= threshold;
    case 'gt':
      return value > threshold;
    case 'gte':
      return value >= threshold;
  }
}

/** The operator as a message reads it. */
export const OPERATOR_SYMBOLS: Record<AlertOperator, string> = { lt: '<', lte: '≤', gt: '>', gte: '≥' };

/**
 * The number at `field` of a view's `data` (dots reach into nested objects), null when the view
 * answered null there, undefined when the answer has no such field or it is not a number.
 */
export function fieldValue(data: unknown, field: string): number | null | undefined {
  let value: unknown = data;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !(key in value)) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[key];
  }
  if (value === null) return null;
  return typeof value === 'number' ? value : undefined;
}
