import {
  crossesThreshold,
  fieldValue,
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
import { viewAnswer, viewOf } from './view-evaluation.js';

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

/** A rule's figure for one period, and the currency of the view's answer. */
async function figureOf(deps: AlertDeps, rule: StoredRule, period: AlertPeriod) {
  const answer = await viewAnswer(deps.warehouse, rule.tmc, viewOf(rule.view), rule.filters, period);
  return { value: fieldValue(answer.data, rule.field) ?? null, currency: answer.currency };
}

/** The messages of one evaluation of `rule` for `period` (mail, and webhook when the rule has one). */
async function ruleMessages(
  deps: AlertDeps,
  rule: StoredRule,
  period: AlertPeriod,
  figure: { value: number | null; currency: string },
  keys: { mail: string; webhook: string },
  now: Date,
  test: { fired: boolean } | null,
): Promise<EvaluationRecord['messages']> {
  const earlier = recentPeriods(rule.schedule, period, CHART_PERIODS).slice(0, -1);
  const recent = [];
  for (const at of earlier) recent.push({ period: at, value: (await figureOf(deps, rule, at)).value });
  recent.push({ period, value: figure.value });
  const link = tabLink(deps.publicUrl, viewOf(rule.view).view, rule, period);
  const messages: EvaluationRecord['messages'] = [
    {
      idempotencyKey: keys.mail,
      channel: 'mail',
      payload: alertMessage(
        rule,
        period,
        { value: figure.value, recent, currency: figure.currency },
        link,
        test,
      ),
    },
  ];
  if (rule.webhookUrl) {
    messages.push({
      idempotencyKey: keys.webhook,
      channel: 'webhook',
      payload: { body: webhookBody(rule, period, figure.value, link, keys.webhook, now, test !== null) },
    });
  }
  return messages;
}

/** Records an evaluation with its messages and delivers those this call holds; true when the mail went out. */
async function recordAndDeliver(
  deps: AlertDeps,
  rule: StoredRule,
  record: EvaluationRecord,
  now: Date,
): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + deps.settings.leaseSeconds * 1000);
  const held = await recordEvaluation(deps.db, rule, record, leaseUntil);
  let sent = false;
  for (const send of held) {
    const delivered = await deliverHeld(deps, send, now);
    if (send.channel === 'mail') sent = delivered;
  }
  return sent;
}

/**
 * Evaluates `rule` for its latest complete period at `now` (in the TMC's time zone) — or for
 * `period` when given (a missed period the scheduler catches up on): computes the figure with the
 * view's own query, records the evaluation and, when it fired, the period's mail (and webhook, when
 * the rule has one) in one transaction (unique per rule, channel and period), then delivers them. A
 * period already sent sends nothing more (`sent: false`). A paused rule is evaluated and recorded but
 * sends nothing (`paused: true`). `sent` says whether this call sent the mail; a webhook that failed
 * is retried by the scheduler.
 */
export async function runRule(
  deps: AlertDeps,
  rule: StoredRule,
  trigger: 'run' | 'schedule',
  now: Date = new Date(),
  period: AlertPeriod = latestCompletePeriod(rule.schedule, now, tenantTimeZone(rule.tmc)),
): Promise<AlertRunResult> {
  const figure = await figureOf(deps, rule, period);
  const { value } = figure;
  const fired = crossesThreshold(rule.operator, value, rule.threshold);
  const keys = { mail: sendKey(rule.id, 'mail', period), webhook: sendKey(rule.id, 'webhook', period) };
  // A period already sent needs no message (the unique key would refuse a second one anyway).
  const [already] =
    fired && !rule.paused
      ? await deps.db.query('SELECT 1 FROM alert_sends WHERE idempotency_key = $1', [keys.mail])
      : [];
  const messages =
    fired && !rule.paused && !already ? await ruleMessages(deps, rule, period, figure, keys, now, null) : [];
  const sent = await recordAndDeliver(deps, rule, { period, value, fired, trigger, messages }, now);
  return { fired, value, threshold: rule.threshold, period, sent, paused: rule.paused };
}

/**
 * A test send of `rule`: evaluates its latest complete period and always sends its mail (and webhook,
 * when it has one), marked as a test ("Test: " subject, `test: true` in the webhook body), whether or
 * not the figure fires, paused or not. The test's evaluation is recorded (`trigger: 'test'`, never
 * counted as unseen) and its sends carry keys of their own (`run` numbers each test), so the period's
 * real send still goes out exactly once.
 */
export async function testRule(
  deps: AlertDeps,
  rule: StoredRule,
  run: number,
  now: Date = new Date(),
): Promise<AlertRunResult & { test: true }> {
  const period = latestCompletePeriod(rule.schedule, now, tenantTimeZone(rule.tmc));
  const figure = await figureOf(deps, rule, period);
  const { value } = figure;
  const fired = crossesThreshold(rule.operator, value, rule.threshold);
  const keys = { mail: `rule-${rule.id}-mail-test-${run}`, webhook: `rule-${rule.id}-webhook-test-${run}` };
  const messages = await ruleMessages(deps, rule, period, figure, keys, now, { fired });
  const sent = await recordAndDeliver(deps, rule, { period, value, fired, trigger: 'test', messages }, now);
  return { fired, value, threshold: rule.threshold, period, sent, paused: rule.paused, test: true };
}
