import { ALERT_SCHEDULES, type AlertPeriod, type AlertSchedule } from './alert-periods.js';

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
  /** True only when this call sent the period's message (a period is sent once). */
  sent: boolean;
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

/** The HTML standard's valid e-mail address (as `<input type="email">` accepts it), with a dotted domain. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** At most this many recipients per rule or digest. */
export const MAX_RECIPIENTS = 20;
const MAX_NAME = 120;
/** No figure a view answers comes near: a larger threshold is a typing slip. */
const MAX_THRESHOLD = 1e15;
const VIEW_PATH = /^[a-zA-Z]+(?:\/[a-zA-Z0-9]+)+$/;
const FIELD_PATH = /^[a-zA-Z_][a-zA-Z0-9_]*(?:\.[a-zA-Z_][a-zA-Z0-9_]*)*$/;

function nameProblem(value: unknown): FieldProblem | null {
  if (typeof value !== 'string' || value.trim() === '') return { field: 'name', problem: 'is required' };
  if (value.trim().length > MAX_NAME)
    return { field: 'name', problem: `must be at most ${MAX_NAME} characters` };
  return null;
}

/** The problem with a list of recipients, or null (1 to 20 valid, distinct e-mail addresses). */
export function recipientsProblem(value: unknown): FieldProblem | null {
  if (!Array.isArray(value) || value.length === 0) {
    return { field: 'recipients', problem: 'must list at least one e-mail address' };
  }
  if (value.length > MAX_RECIPIENTS) {
    return { field: 'recipients', problem: `must list at most ${MAX_RECIPIENTS} addresses` };
  }
  for (const address of value) {
    if (typeof address !== 'string' || address.length > 254 || !EMAIL.test(address.trim())) {
      return { field: 'recipients', problem: `${JSON.stringify(address)} is not a valid e-mail address` };
    }
  }
  return null;
}

/** The domain of an e-mail address, lower-case. */
export function mailDomain(address: string): string {
  return address
    .trim()
    .slice(address.trim().lastIndexOf('@') + 1)
    .toLowerCase();
}

/** The problem with a webhook URL's form, or null: an absolute http or https URL. */
export function webhookUrlProblem(value: unknown): FieldProblem | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return { field: 'webhookUrl', problem: 'must be a URL' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { field: 'webhookUrl', problem: 'must be an absolute http or https URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { field: 'webhookUrl', problem: 'must be an http or https URL' };
  }
  if (url.username || url.password) return { field: 'webhookUrl', problem: 'must not carry credentials' };
  return null;
}

/**
 * The first problem of an alert rule's fields, or null. `partial` checks only the fields present (a
 * PATCH). Whether the view and field exist is the service's to check.
 */
export function alertRuleProblem(input: Record<string, unknown>, partial = false): FieldProblem | null {
  const has = (field: string) => !partial || input[field] !== undefined;
  if (has('name')) {
    const problem = nameProblem(input.name);
    if (problem) return problem;
  }
  if (has('view') && (typeof input.view !== 'string' || !VIEW_PATH.test(input.view))) {
    return { field: 'view', problem: 'must be a view path such as air/faresaver/savingsOverview' };
  }
  if (has('field') && (typeof input.field !== 'string' || !FIELD_PATH.test(input.field))) {
    return { field: 'field', problem: 'must name a number of the view' };
  }
  if (has('operator') && !ALERT_OPERATORS.includes(input.operator as AlertOperator)) {
    return { field: 'operator', problem: `must be one of ${ALERT_OPERATORS.join(', ')}` };
  }
  if (has('threshold') && (typeof input.threshold !== 'number' || !Number.isFinite(input.threshold))) {
    return { field: 'threshold', problem: 'must be a number' };
  }
  if (has('threshold') && Math.abs(input.threshold as number) > MAX_THRESHOLD) {
    return { field: 'threshold', problem: 'must be between -1e15 and 1e15' };
  }
  if (
    input.filters !== undefined &&
    input.filters !== null &&
    (typeof input.filters !== 'object' || Array.isArray(input.filters))
  ) {
    return { field: 'filters', problem: 'must be an object' };
  }
  if (has('schedule') && !ALERT_SCHEDULES.includes(input.schedule as AlertSchedule)) {
    return { field: 'schedule', problem: `must be one of ${ALERT_SCHEDULES.join(', ')}` };
  }
  if (has('recipients')) {
    const problem = recipientsProblem(input.recipients);
    if (problem) return problem;
  }
  return webhookUrlProblem(input.webhookUrl);
}

/** The first problem of a digest's fields, or null (`partial`: only the fields present). */
export function digestProblem(input: Record<string, unknown>, partial = false): FieldProblem | null {
  const has = (field: string) => !partial || input[field] !== undefined;
  if (has('name')) {
    const problem = nameProblem(input.name);
    if (problem) return problem;
  }
  if (has('clients')) {
    const clients = input.clients;
    if (!Array.isArray(clients) || clients.length === 0) {
      return { field: 'clients', problem: 'must list at least one corporate client' };
    }
    if (clients.some((client) => typeof client !== 'string' || client.trim() === '')) {
      return { field: 'clients', problem: 'must list corporate names' };
    }
  }
  if (has('schedule') && !ALERT_SCHEDULES.includes(input.schedule as AlertSchedule)) {
    return { field: 'schedule', problem: `must be one of ${ALERT_SCHEDULES.join(', ')}` };
  }
  if (has('recipients')) {
    const problem = recipientsProblem(input.recipients);
    if (problem) return problem;
  }
  if (has('sections')) {
    const sections = input.sections;
    if (
      !Array.isArray(sections) ||
      sections.length === 0 ||
      sections.some((section) => !DIGEST_SECTIONS.includes(section as DigestSection))
    ) {
      return { field: 'sections', problem: `must list some of ${DIGEST_SECTIONS.join(', ')}` };
    }
  }
  return null;
}
