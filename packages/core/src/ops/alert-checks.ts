// The checks of an alert rule's and a digest's fields, each problem a sentence the form shows under
// its field; the service adds the checks that need the TMC's data.
import { isSupportedCurrency, SUPPORTED_CURRENCIES } from '../model/currencies.js';
import { ALERT_SCHEDULES, type AlertSchedule } from './alert-periods.js';
import {
  ALERT_OPERATORS,
  DIGEST_SECTIONS,
  type AlertOperator,
  type DigestSection,
  type FieldProblem,
} from './alert-rules.js';

/** The HTML standard's valid e-mail address (as `<input type="email">` accepts it), with a dotted domain. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** At most this many recipients per rule or digest. */
const MAX_RECIPIENTS = 20;
const MAX_NAME = 120;
/** No figure a view answers comes near: a larger threshold is a typing slip. */
const MAX_THRESHOLD = 1e15;
const VIEW_PATH = /^[a-zA-Z]+(?:\/[a-zA-Z0-9]+)+$/;
const FIELD_PATH = /^[a-zA-Z_][a-zA-Z0-9_]*(?:\.[a-zA-Z_][a-zA-Z0-9_]*)*$/;

/**
 * Characters a name must not hold: control characters (line breaks included), format characters
 * that draw nothing or reorder what is drawn (zero-width spaces, bidi marks and overrides), and
 * line/paragraph separators. A name holding them can pose as another, or break a mail's lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\p{Cf}\u2028\u2029]/u;
/** At least one letter or digit: a name of only spaces, marks or punctuation names nothing. */
const SOMETHING_VISIBLE = /[\p{L}\p{N}]/u;

/** The sentences of the checks: plain words a travel manager reads under the field. */
const FIELD_PROBLEMS = {
  nameMissing: 'Enter a name.',
  nameLong: `Use at most ${MAX_NAME} characters.`,
  nameHidden: 'Use letters a reader can see; line breaks and direction marks are not allowed.',
  nameInvisible: 'Use at least one letter or digit.',
  view: 'Choose one of the views offered.',
  field: 'Choose one of the figures of the view.',
  operator: 'Choose how the figure is compared: below, at or below, above, or at or above.',
  thresholdMissing: 'Enter a number for the threshold.',
  thresholdRange: `Enter a threshold between −${MAX_THRESHOLD.toLocaleString('en-US')} and ${MAX_THRESHOLD.toLocaleString('en-US')}.`,
  filters: 'Keep the filters as the view offers them.',
  currency: `Choose ${SUPPORTED_CURRENCIES.join(', ')}, or leave the currency out for the branches' own.`,
  schedule: 'Choose daily, weekly or monthly.',
  recipientsMissing: 'Enter at least one e-mail address.',
  recipientsMany: `Enter at most ${MAX_RECIPIENTS} e-mail addresses.`,
  webhookUrl: 'Enter a full web address starting with https:// or http://.',
  webhookCredentials: 'Leave the user name and password out of the web address.',
  clientsMissing: 'Choose at least one client.',
  clientsBlank: 'Name each client; a blank entry is not a client.',
  sections: 'Choose at least one section.',
  sectionsUnknown: `Choose sections among ${DIGEST_SECTIONS.join(', ')}.`,
} as const;

/** The problem with a rule's or digest's name, or null: visible, on one line, at most 120 characters. */
function alertNameProblem(value: unknown): FieldProblem | null {
  if (typeof value !== 'string' || value.trim() === '')
    return { field: 'name', problem: FIELD_PROBLEMS.nameMissing };
  if (HIDDEN.test(value)) return { field: 'name', problem: FIELD_PROBLEMS.nameHidden };
  if (!SOMETHING_VISIBLE.test(value)) return { field: 'name', problem: FIELD_PROBLEMS.nameInvisible };
  if (value.trim().length > MAX_NAME) return { field: 'name', problem: FIELD_PROBLEMS.nameLong };
  return null;
}

/** The problem with a list of recipients, or null (1 to 20 valid, distinct e-mail addresses). */
function recipientsProblem(value: unknown): FieldProblem | null {
  if (!Array.isArray(value) || value.length === 0) {
    return { field: 'recipients', problem: FIELD_PROBLEMS.recipientsMissing };
  }
  if (value.length > MAX_RECIPIENTS) {
    return { field: 'recipients', problem: FIELD_PROBLEMS.recipientsMany };
  }
  const bad = value.filter(
    (address) => typeof address !== 'string' || address.length > 254 || !EMAIL.test(address.trim()),
  );
  if (bad.length === 0) return null;
  const shown = bad.map((address) =>
    typeof address === 'string' ? address.trim().slice(0, 80) : String(address),
  );
  return {
    field: 'recipients',
    problem:
      shown.length === 1
        ? `${shown[0]} is not an e-mail address.`
        : `${shown.join(', ')} are not e-mail addresses.`,
  };
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
  const problem = (text: string): FieldProblem => ({ field: 'webhookUrl', problem: text });
  if (typeof value !== 'string') return problem(FIELD_PROBLEMS.webhookUrl);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return problem(FIELD_PROBLEMS.webhookUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return problem(FIELD_PROBLEMS.webhookUrl);
  if (url.username || url.password) return problem(FIELD_PROBLEMS.webhookCredentials);
  return null;
}

/** The problem with a threshold, or null: a finite number within ±1,000,000,000,000,000. */
function thresholdProblem(value: unknown): FieldProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { field: 'threshold', problem: FIELD_PROBLEMS.thresholdMissing };
  }
  if (Math.abs(value) > MAX_THRESHOLD) return { field: 'threshold', problem: FIELD_PROBLEMS.thresholdRange };
  return null;
}

/**
 * The problem with a rule's filters, or null: an object (absent means none) whose currency, when
 * it names one, is one the views report in (any other would be read as the branch default while
 * the page showed it as asked).
 */
function filtersProblem(value: unknown): FieldProblem | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    return { field: 'filters', problem: FIELD_PROBLEMS.filters };
  const { currency } = value as { currency?: unknown };
  if (currency !== undefined && !isSupportedCurrency(currency))
    return { field: 'filters.currency', problem: FIELD_PROBLEMS.currency };
  return null;
}

/** The problem with a list of corporate client names, or null. */
function clientsProblem(value: unknown): FieldProblem | null {
  if (!Array.isArray(value) || value.length === 0) {
    return { field: 'clients', problem: FIELD_PROBLEMS.clientsMissing };
  }
  if (value.some((client) => typeof client !== 'string' || client.trim() === '')) {
    return { field: 'clients', problem: FIELD_PROBLEMS.clientsBlank };
  }
  return null;
}

/** The problem with a digest's sections, or null: some of savings, rebooking, compliance, emissions. */
function sectionsProblem(value: unknown): FieldProblem | null {
  if (!Array.isArray(value) || value.length === 0)
    return { field: 'sections', problem: FIELD_PROBLEMS.sections };
  if (value.some((section) => !DIGEST_SECTIONS.includes(section as DigestSection))) {
    return { field: 'sections', problem: FIELD_PROBLEMS.sectionsUnknown };
  }
  return null;
}

type FieldCheck = (value: unknown) => FieldProblem | null;
const fixed =
  (field: string, problem: string, ok: (value: unknown) => boolean): FieldCheck =>
  (value) =>
    ok(value) ? null : { field, problem };

/** The checks of a rule's fields, in the form's order. */
const RULE_CHECKS: readonly [string, FieldCheck][] = [
  ['name', alertNameProblem],
  ['view', fixed('view', FIELD_PROBLEMS.view, (v) => typeof v === 'string' && VIEW_PATH.test(v))],
  ['field', fixed('field', FIELD_PROBLEMS.field, (v) => typeof v === 'string' && FIELD_PATH.test(v))],
  [
    'operator',
    fixed('operator', FIELD_PROBLEMS.operator, (v) => ALERT_OPERATORS.includes(v as AlertOperator)),
  ],
  ['threshold', thresholdProblem],
  ['filters', filtersProblem],
  [
    'schedule',
    fixed('schedule', FIELD_PROBLEMS.schedule, (v) => ALERT_SCHEDULES.includes(v as AlertSchedule)),
  ],
  ['recipients', recipientsProblem],
  ['webhookUrl', webhookUrlProblem],
];

/** The checks of a digest's fields, in the form's order. */
const DIGEST_CHECKS: readonly [string, FieldCheck][] = [
  ['name', alertNameProblem],
  ['clients', clientsProblem],
  [
    'schedule',
    fixed('schedule', FIELD_PROBLEMS.schedule, (v) => ALERT_SCHEDULES.includes(v as AlertSchedule)),
  ],
  ['recipients', recipientsProblem],
  ['sections', sectionsProblem],
];

/** Fields that may be left out of a whole input (absent means none). */
const OPTIONAL = new Set(['filters', 'webhookUrl']);

function problemsOf(
  checks: readonly [string, FieldCheck][],
  input: Record<string, unknown>,
  partial: boolean,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, check] of checks) {
    if ((partial || OPTIONAL.has(field)) && input[field] === undefined) continue;
    const problem = check(input[field]);
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * Every problem of an alert rule's fields, in the form's order (name, view, field, operator,
 * threshold, filters, schedule, recipients, webhookUrl); empty when there is none. `partial` checks
 * only the fields present (a PATCH). Whether the view and field exist, the recipients' domains and the
 * webhook's target are the service's to check.
 */
export function alertRuleProblems(input: Record<string, unknown>, partial = false): FieldProblem[] {
  return problemsOf(RULE_CHECKS, input, partial);
}

/**
 * Every problem of a digest's fields, in the form's order (name, clients, schedule, recipients,
 * sections); empty when there is none (`partial`: only the fields present).
 */
export function digestProblems(input: Record<string, unknown>, partial = false): FieldProblem[] {
  return problemsOf(DIGEST_CHECKS, input, partial);
}
