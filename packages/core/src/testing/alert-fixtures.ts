import type { AlertRule } from '../ops/alert-rules.js';

/**
 * An alert rule as the service stores it: 'Accepted savings' of the savings overview at or above 0,
 * in euros, sent daily to one recipient. Tests of the rules' texts and of the alerts page share it.
 */
export function alertRule(id = 1, name = 'Probe rule', paused = false): AlertRule {
  return {
    id,
    name,
    view: 'air/faresaver/savingsOverview',
    field: 'acceptedSavings',
    operator: 'gte',
    threshold: 0,
    filters: { currency: 'EUR' },
    schedule: 'daily',
    recipients: ['alex.morgan@northstar.example'],
    webhookUrl: null,
    paused,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  };
}

/**
 * The body that creates a rule of the savings overview's tracked PNRs firing every period (at or
 * above 0), monthly to one recipient; `overrides` change or add fields. The service's alert tests
 * and the portal's end-to-end tests share it.
 */
export const trackedPnrsRule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tracked PNRs reached',
  view: 'air/faresaver/savingsOverview',
  field: 'trackedPnrs',
  operator: 'gte',
  threshold: 0,
  schedule: 'monthly',
  recipients: ['alex.morgan@northstar.example'],
  ...overrides,
});

/** One field the service refused, as a 400 lists it in `problems`. */
interface Problem {
  field: unknown;
  message: string;
}

/**
 * The body of a 400 that refuses several fields (docs/rules/service.md#bad-input): the name and the
 * threshold, then `more`; the first is also its `field` and `message`.
 */
export function refusedFields(...more: Problem[]) {
  return {
    error: 'BAD_REQUEST',
    message: 'name: Enter a name.',
    field: 'name',
    problems: [
      { field: 'name', message: 'Enter a name.' },
      { field: 'threshold', message: 'Enter a number.' },
      ...more,
    ],
  };
}
