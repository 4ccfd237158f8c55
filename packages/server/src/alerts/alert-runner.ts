import {
  crossesThreshold,
  latestCompletePeriod,
  recentPeriods,
  type AlertPeriod,
  type AlertRunResult,
} from '@tripsight/core/ops';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';
import type { MailTransport } from '../mail/mail-transport.js';
import type { OpsDb } from '../ops/db.js';
import { alertMessage, tabLink } from './alert-message.js';
import { recordEvaluation, type StoredRule } from './alert-store.js';
import { deliverSend } from './send-delivery.js';
import { tenantTimeZone } from './tenant-mail.js';
import { evaluateView, viewOf } from './view-evaluation.js';

/** What evaluating a rule needs. */
export interface AlertDeps {
  db: OpsDb;
  warehouse: Warehouse;
  mail: MailTransport;
  publicUrl: string;
}

/** Periods the alert mail charts, the evaluated one included. */
const CHART_PERIODS = 6;

/** The idempotency key of a rule's mail for a period. */
export const mailKey = (ruleId: number, period: AlertPeriod) => `rule-${ruleId}-mail-${period.key}`;

/**
 * Evaluates `rule` for its latest complete period at `now` (in the TMC's time zone): computes the
 * figure with the view's own query, records the evaluation and, when it fired, the period's send in
 * one transaction (unique per rule and period), then delivers that send. A period already sent sends
 * nothing more (`sent: false`).
 */
export async function runRule(
  deps: AlertDeps,
  rule: StoredRule,
  trigger: 'run' | 'schedule',
  now: Date = new Date(),
): Promise<AlertRunResult> {
  const period = latestCompletePeriod(rule.schedule, now, tenantTimeZone(rule.tmc));
  const route = viewOf(rule.view);
  const evaluate = async (at: AlertPeriod) =>
    (await evaluateView(deps.warehouse, rule.tmc, route, rule.filters, rule.field, at)) ?? null;
  const value = await evaluate(period);
  const fired = crossesThreshold(rule.operator, value, rule.threshold);
  let message: { idempotencyKey: string; payload: object } | undefined;
  // A period already sent needs no message (the unique key would refuse a second one anyway).
  const key = mailKey(rule.id, period);
  const [already] = fired
    ? await deps.db.query('SELECT 1 FROM alert_sends WHERE idempotency_key = $1', [key])
    : [];
  if (fired && !already) {
    const earlier = recentPeriods(rule.schedule, period, CHART_PERIODS).slice(0, -1);
    const recent = [];
    for (const at of earlier) recent.push({ period: at, value: await evaluate(at) });
    recent.push({ period, value });
    const link = tabLink(deps.publicUrl, route.view, rule, period);
    message = {
      idempotencyKey: key,
      payload: alertMessage(rule, period, value, recent, link),
    };
  }
  const sendId = await recordEvaluation(deps.db, rule, { period, value, fired, trigger, message });
  const sent = sendId !== null && (await deliverSend(deps.db, deps.mail, sendId));
  return { fired, value, threshold: rule.threshold, period, sent };
}
