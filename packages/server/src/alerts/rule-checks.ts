import { isIPv4, isIPv6 } from 'node:net';
import { alertRuleProblem, latestCompletePeriod, mailDomain, type AlertRuleInput } from '@tripsight/core/ops';
import type { ServerConfig } from '../config.js';
import { badRequest } from '../errors.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';
import { routeTabs } from '../analytics/views/view-route.js';
import type { OpsQuery } from '../ops/db.js';
import { requireEntitlement } from '../security/entitlements.js';
import { nameProblem } from '../security/input-rules.js';
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

/** A host name or address as compared: lower case, without brackets or trailing dots. */
const plainHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');

/** The IPv4 address an IPv4-mapped IPv6 address carries (`::ffff:7f00:1` → `127.0.0.1`), or null. */
function mappedIpv4(host: string): string | null {
  const rest = /^::ffff:(.+)$/.exec(host)?.[1];
  if (!rest) return null;
  if (isIPv4(rest)) return rest;
  const groups = rest.split(':');
  if (groups.length !== 2 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const [high, low] = groups.map((group) => parseInt(group, 16)) as [number, number];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for a name or address of this machine's loopback (or "any address"). */
function loopback(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = mappedIpv4(host) ?? host;
  if (isIPv4(v4)) return v4.startsWith('127.') || v4 === '0.0.0.0';
  return isIPv6(host) && (host === '::1' || host === '::');
}

/**
 * A 400 naming `webhookUrl` when it points at this service (a rule must not call the service
 * itself): its public host, or its port on any loopback name or address however written
 * (`LOCALHOST.`, `[::ffff:127.0.0.1]`, `2130706433`).
 */
function checkWebhookTarget(
  config: Pick<ServerConfig, 'publicUrl' | 'port' | 'host'>,
  url: string | null,
): void {
  if (!url) return;
  const target = new URL(url);
  const host = plainHost(target.hostname);
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  const own = new URL(config.publicUrl);
  const ownPort = Number(own.port || (own.protocol === 'https:' ? 443 : 80));
  const service =
    (host === plainHost(own.hostname) && port === ownPort) ||
    (port === config.port && (loopback(host) || host === plainHost(config.host)));
  if (service) throw badRequest('webhookUrl', 'must not point at this service');
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
  const badName = nameProblem(rule.name);
  if (badName) throw badRequest('name', badName);
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
