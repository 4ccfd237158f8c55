import { ApiError } from '../api/api-error.js';
import { FILTER_DEFINITIONS } from '../controls/filters.js';
import { FILTER_GROUPS } from '../model/filter-groups.js';
import type { AlertSchedule } from './alert-periods.js';
import {
  OPERATOR_SYMBOLS,
  type AlertOperator,
  type AlertRule,
  type AlertRuleInput,
  type Digest,
  type DigestInput,
  type DigestSection,
} from './alert-rules.js';
import { ruleCurrency } from './alert-result-text.js';
import { alertFigureLabel, ALERT_VIEWS } from './alert-views.js';
import { formatAlertFigure } from './digest-figures.js';

/** What the rule form holds while the user types (every value as its control keeps it). */
export interface AlertRuleForm {
  name: string;
  view: string;
  field: string;
  operator: AlertOperator;
  threshold: string;
  schedule: AlertSchedule;
  /** E-mail addresses separated by commas, semicolons, spaces or lines. */
  recipients: string;
  webhookUrl: string;
  /** The filters the rule keeps (a new rule takes the filter bar's). */
  filters: Record<string, unknown>;
}

/** The labels of the operators and schedules as the form offers them. */
export const OPERATOR_LABELS: Record<AlertOperator, string> = {
  lt: 'falls below',
  lte: 'is at or below',
  gt: 'rises above',
  gte: 'is at or above',
};
export const SCHEDULE_LABELS: Record<AlertSchedule, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};
export const SECTION_LABELS: Record<DigestSection, string> = {
  savings: 'Savings',
  rebooking: 'Rebooking',
  compliance: 'Compliance',
  emissions: 'Emissions',
};

/** The addresses of a recipients text, in order, without blanks. */
export function parseRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/** The form of a new rule: the first offered view and figure, monthly, to the user, with `filters`. */
export function newRuleForm(email: string | null, filters: Record<string, unknown> = {}): AlertRuleForm {
  const view = ALERT_VIEWS[0]!;
  return {
    name: '',
    view: view.view,
    field: view.fields[0]!.field,
    operator: 'lt',
    threshold: '',
    schedule: 'monthly',
    recipients: email ?? '',
    webhookUrl: '',
    filters,
  };
}

/** The form of a stored rule, to edit it. */
export function ruleForm(rule: AlertRule): AlertRuleForm {
  return {
    name: rule.name,
    view: rule.view,
    field: rule.field,
    operator: rule.operator,
    threshold: String(rule.threshold),
    schedule: rule.schedule,
    recipients: rule.recipients.join(', '),
    webhookUrl: rule.webhookUrl ?? '',
    filters: rule.filters,
  };
}

/**
 * The body of `POST /api/alerts` (or a PATCH) from the form. A blank or unreadable threshold is sent
 * as null, so the service names the field; a blank webhook URL is null (none).
 */
export function ruleInput(form: AlertRuleForm): AlertRuleInput {
  const threshold = form.threshold.trim() === '' ? NaN : Number(form.threshold);
  return {
    name: form.name.trim(),
    view: form.view,
    field: form.field,
    operator: form.operator,
    threshold: (Number.isFinite(threshold) ? threshold : null) as number,
    filters: form.filters,
    schedule: form.schedule,
    recipients: parseRecipients(form.recipients),
    webhookUrl: form.webhookUrl.trim() === '' ? null : form.webhookUrl.trim(),
  };
}

/**
 * A rule's filters from the dashboard's: the filter groups with a selection and the chosen currency
 * (dates never: a rule reads the period of its schedule).
 */
export function filtersForRule(
  filters: Partial<Record<string, readonly string[]>>,
  currency: string | null,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const group of FILTER_GROUPS) {
    const values = filters[group];
    if (values && values.length > 0) kept[group] = [...values];
  }
  if (currency) kept.currency = currency;
  return kept;
}

/** The names a rule's filters are shown by: the filter bar's labels, then the other parameters. */
const FILTER_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(FILTER_DEFINITIONS.map((definition) => [definition.group, definition.label])),
  currency: 'Currency',
  feeMode: 'Fee mode',
};

/**
 * The filters of a rule as one line, each by the name the filter bar gives it
 * (`Client: Acme, Globex · Currency: EUR`), or 'None'.
 */
export function filtersText(filters: Record<string, unknown>): string {
  const parts = Object.entries(filters).map(
    ([name, value]) =>
      `${FILTER_NAMES[name] ?? name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
  );
  return parts.length > 0 ? parts.join(' · ') : 'None';
}

/**
 * What a rule watches, as its row reads: `Savings overview: Tracked PNRs < 100`, money in the rule's
 * currency (its filter's, else the dashboard's: `Savings overview: Accepted savings ≥ €0`), the
 * threshold as it was set.
 */
export function ruleConditionText(
  rule: Pick<AlertRule, 'view' | 'field' | 'operator' | 'threshold' | 'filters'>,
  busCurrency: string | null,
): string {
  const threshold = formatAlertFigure(
    rule.view,
    rule.field,
    rule.threshold,
    ruleCurrency(rule, busCurrency),
    {
      threshold: true,
    },
  );
  return `${alertFigureLabel(rule.view, rule.field)} ${OPERATOR_SYMBOLS[rule.operator]} ${threshold}`;
}

/** What the digest form holds while the user types. */
export interface DigestForm {
  name: string;
  /** Corporate names, separated by commas or lines. */
  clients: string;
  schedule: AlertSchedule;
  recipients: string;
  sections: DigestSection[];
}

/** The corporate names of a clients text (names hold spaces: only commas and lines separate them). */
export function parseClients(text: string): string[] {
  return text
    .split(/[,\n]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The form of a new digest: monthly, every section, to the user, for the clients `corporates`. */
export function newDigestForm(email: string | null, corporates: readonly string[] = []): DigestForm {
  return {
    name: '',
    clients: corporates.join(', '),
    schedule: 'monthly',
    recipients: email ?? '',
    sections: ['savings', 'rebooking', 'compliance', 'emissions'],
  };
}

/** The form of a stored digest, to edit it. */
export function digestForm(digest: Digest): DigestForm {
  return {
    name: digest.name,
    clients: digest.clients.join(', '),
    schedule: digest.schedule,
    recipients: digest.recipients.join(', '),
    sections: [...digest.sections],
  };
}

/** The body of `POST /api/digests` (or a PATCH) from the form. */
export function digestInput(form: DigestForm): DigestInput {
  return {
    name: form.name.trim(),
    clients: parseClients(form.clients),
    schedule: form.schedule,
    recipients: parseRecipients(form.recipients),
    sections: form.sections,
  };
}

/** A refusal that names a field: the field as the form shows it (`filters.currency` under filters) and the problem. */
export interface FormFieldError {
  field: string;
  message: string;
}

/**
 * The form field a 400 names and its problem without the field's name (`recipients: x is outside …`
 * → `x is outside …`); null for any other failure.
 */
export function formFieldError(error: unknown): FormFieldError | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.field) return null;
  const [field, ...inner] = error.field.split('.');
  // `filters.currency: …` reads `currency: …` under the filters; `name: …` reads `…` under the name.
  const prefix = inner.length > 0 ? `${field}.` : `${field}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return { field: field!, message };
}

/**
 * Every field a 400 refuses, as the form shows them: the form field (`filters.currency` under
 * `filters`, naming the filter) to its problems, in the service's order. Without `problems` the one
 * field the 400 names; empty for any other failure.
 *
 * @example formFieldErrors(refusal) // { name: 'Enter a name.', threshold: 'Enter a number.' }
 */
export function formFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  if (!error.problems || error.problems.length === 0) {
    const single = formFieldError(error);
    return single ? { [single.field]: single.message } : {};
  }
  const errors: Record<string, string> = {};
  for (const problem of error.problems) {
    const [field, ...inner] = problem.field.split('.');
    const message = inner.length > 0 ? `${inner.join('.')}: ${problem.message}` : problem.message;
    errors[field!] = errors[field!] ? `${errors[field!]} ${message}` : message;
  }
  return errors;
}

/**
 * The form's one announcement, under its fields, when the service refused some: how many are marked.
 * @example formErrorsSummary({ name: 'Enter a name.', threshold: 'Enter a number.' }) // 'Correct the 2 fields marked above.'
 */
export function formErrorsSummary(errors: Readonly<Record<string, string>>): string | null {
  const count = Object.keys(errors).length;
  if (count === 0) return null;
  return count === 1 ? 'Correct the field marked above.' : `Correct the ${count} fields marked above.`;
}
