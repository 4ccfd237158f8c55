import { alertRuleProblem, latestCompletePeriod, mailDomain, type AlertRuleInput } from '@tripsight/core/ops';
import type { ServerConfig } from '../config.js';
import { badRequest } from '../errors.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';
import { routeTabs } from '../analytics/views/view-route.js';
import type { OpsQuery } from '../ops/db.js';
import { requireEntitlement } from '../security/entitlements.js';
import type { Principal } from '../security/principal.js';
import { allowedMailDomains, tenantTimeZone } from './tenant-mail.js';
import { checkFilters, evaluateView, viewOf } from './view-evaluation.js';

/** A rule's fields once checked: trimmed, filters coerced, webhook URL or null. */
export type CheckedRule = Required<Omit<AlertRuleInput, 'webhookUrl'>> & { webhookUrl: string | null };

/** A 400 naming `recipients` unless every address is in one of the TMC's allowed mail domains. */
export async function checkRecipients(db: OpsQuery, tmc: string, recipients: string[]): Promise<string[]> {
  const allowed = await allowedMailDomains(db, tmc);
  const addresses = [...new Set(recipients.map((address) => address.trim().toLowerCase()))];
  for (const address of addresses) {
    if (!allowed.has(mailDomain(address))) {
      throw badRequest('recipients', `${address} is outside the mail domains of this TMC`);
    }
  }
  return addresses;
}

/** The origins this service answers at: its public URL and its port on the loopback names. */
function ownOrigins(config: Pick<ServerConfig, 'publicUrl' | 'port' | 'host'>): Set<string> {
  const origins = new Set([new URL(config.publicUrl).origin]);
  for (const host of ['127.0.0.1', 'localhost', '[::1]', '0.0.0.0', config.host]) {
    for (const scheme of ['http', 'https']) origins.add(new URL(`${scheme}://${host}:${config.port}`).origin);
  }
  return origins;
}

/** A 400 naming `webhookUrl` when it points at this service (a rule must not call the service itself). */
function checkWebhookTarget(
  config: Pick<ServerConfig, 'publicUrl' | 'port' | 'host'>,
  url: string | null,
): void {
  if (url && ownOrigins(config).has(new URL(url).origin)) {
    throw badRequest('webhookUrl', 'must not point at this service');
  }
}

/**
 * Checks a whole rule (a POST, or a PATCH merged over the stored rule): the fields' forms, that the
 * view exists and the caller may read it, its filters, the recipients' domains, the webhook target,
 * and that the view answers a number at `field` (evaluated once for the latest period).
 */
export async function checkRule(
  deps: { db: OpsQuery; warehouse: Warehouse; config: ServerConfig },
  principal: Principal,
  tmc: string,
  input: Record<string, unknown>,
): Promise<CheckedRule> {
  const problem = alertRuleProblem(input);
  if (problem) throw badRequest(problem.field, problem.problem);
  const rule = input as unknown as AlertRuleInput;
  const route = viewOf(rule.view);
  requireEntitlement(principal, routeTabs(route));
  const filters = checkFilters(route.view, rule.filters ?? {});
  const recipients = await checkRecipients(deps.db, tmc, rule.recipients);
  const webhookUrl = rule.webhookUrl || null;
  checkWebhookTarget(deps.config, webhookUrl);
  const period = latestCompletePeriod(rule.schedule, new Date(), tenantTimeZone(tmc));
  const value = await evaluateView(deps.warehouse, tmc, route, filters, rule.field, period);
  if (value === undefined) throw badRequest('field', `is not a number that ${rule.view} answers`);
  return {
    name: rule.name.trim(),
    view: rule.view,
    field: rule.field,
    operator: rule.operator,
    threshold: rule.threshold,
    filters,
    schedule: rule.schedule,
    recipients,
    webhookUrl,
  };
}
