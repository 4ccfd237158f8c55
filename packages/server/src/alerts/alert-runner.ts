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
import { alertMessage, tabLink, webhookBody } from './alert-message.js';
import type { AlertSettings } from './alert-settings.js';
import { recordEvaluation, type EvaluationRecord, type StoredRule } from './alert-store.js';
import { deliverHeld } from './send-delivery.js';
import { tenantTimeZone } from './tenant-mail.js';
import { evaluateView, viewOf } from './view-evaluation.js';

/** What evaluating a rule needs. */
export interface AlertDeps {
  db: OpsDb;
  warehouse: Warehouse;
  mail: MailTransport;
  publicUrl: string;
  settings: AlertSettings;
}

/** Periods the alert mail charts, the evaluated one included. */
const CHART_PERIODS = 6;

/** The idempotency key of a rule's message on `channel` for a period. */
const sendKey = (ruleId: number, channel: 'mail' | 'webhook', period: AlertPeriod) =>
  `rule-${ruleId}-${channel}-${period.key}`;

/**
 * Evaluates `rule` for its latest complete period at `now` (in the TMC's time zone): computes the
 * figure with the view's own query, records the evaluation and, when it fired, the period's mail
 * (and webhook, when the rule has one) in one transaction (unique per rule, channel and period),
 * then delivers them. A period already sent sends nothing more (`sent: false`). `sent` says whether
 * this call sent the mail; a webhook that failed is retried by the scheduler.
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
  const messages: EvaluationRecord['messages'] = [];
  // A period already sent needs no message (the unique key would refuse a second one anyway).
  const mailKey = sendKey(rule.id, 'mail', period);
  const [already] = fired
    ? await deps.db.query('SELECT 1 FROM alert_sends WHERE idempotency_key = $1', [mailKey])
    : [];
  if (fired && !already) {
    const earlier = recentPeriods(rule.schedule, period, CHART_PERIODS).slice(0, -1);
    const recent = [];
    for (const at of earlier) recent.push({ period: at, value: await evaluate(at) });
    recent.push({ period, value });
    const link = tabLink(deps.publicUrl, route.view, rule, period);
    messages.push({
      idempotencyKey: mailKey,
      channel: 'mail',
      payload: alertMessage(rule, period, value, recent, link),
    });
    if (rule.webhookUrl) {
      const key = sendKey(rule.id, 'webhook', period);
      messages.push({
        idempotencyKey: key,
        channel: 'webhook',
        payload: { body: webhookBody(rule, period, value, link, key, now) },
      });
    }
  }
  const leaseUntil = new Date(now.getTime() + deps.settings.leaseSeconds * 1000);
  const held = await recordEvaluation(deps.db, rule, { period, value, fired, trigger, messages }, leaseUntil);
  let sent = false;
  for (const send of held) {
    const delivered = await deliverHeld(deps, send, now);
    if (send.channel === 'mail') sent = delivered;
  }
  return { fired, value, threshold: rule.threshold, period, sent };
}
