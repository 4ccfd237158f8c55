import { isIPv4, isIPv6 } from 'node:net';
import {
  alertRuleProblems,
  latestCompletePeriod,
  mailDomain,
  type AlertRuleInput,
  type FieldProblem,
} from '@tripsight/core/ops';
import type { ServerConfig } from '../config.js';
import { badRequest, badRequests, HttpError } from '../errors.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';
import { routeTabs } from '../analytics/views/view-route.js';
import type { OpsQuery } from '../ops/db.js';
import { requireEntitlement } from '../security/entitlements.js';
import type { Principal } from '../security/principal.js';
import { checkClients, listed } from './digest-clients.js';
import { allowedMailDomains, tenantTimeZone } from './tenant-mail.js';
import { checkFilters, evaluateView, viewOf } from './view-evaluation.js';
import { webhookAddressProblem } from './webhook-address.js';

/** A rule's fields once checked: trimmed, filters coerced, webhook URL or null. */
export type CheckedRule = Required<Omit<AlertRuleInput, 'webhookUrl'>> & { webhookUrl: string | null };

/**
 * The recipients, trimmed, lower-cased and de-duplicated, and the problem naming `recipients` when
 * any address is outside the TMC's allowed mail domains (all such addresses named at once).
 */
export async function recipientsInDomains(
  db: OpsQuery,
  tmc: string,
  recipients: string[],
): Promise<{ addresses: string[]; problem: FieldProblem | null }> {
  const allowed = await allowedMailDomains(db, tmc);
  const addresses = [...new Set(recipients.map((address) => address.trim().toLowerCase()))];
  const outside = addresses.filter((address) => !allowed.has(mailDomain(address)));
  const problem =
    outside.length === 0
      ? null
      : {
          field: 'recipients',
          problem: `${listed(outside)} ${outside.length === 1 ? 'is' : 'are'} outside the mail domains of this TMC.`,
        };
  return { addresses, problem };
}

/**
 * The problem a check threw as a 400 naming a field, collected instead of thrown (so a body's every
 * problem is answered at once); any other error is thrown on.
 */
async function collected<T>(problems: FieldProblem[], check: () => T | Promise<T>): Promise<T | undefined> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpError && error.status === 400 && error.field && error.problem) {
      problems.push({ field: error.field, problem: error.problem });
      return undefined;
    }
    throw error;
  }
}

/** Problems in the order of `fields` (a nested field, `filters.corporate`, where its first part is). */
export function inFormOrder(problems: FieldProblem[], fields: readonly string[]): FieldProblem[] {
  const rank = (problem: FieldProblem) => {
    const at = fields.indexOf(problem.field.split('.')[0]!);
    return at < 0 ? fields.length : at;
  };
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => rank(a.problem) - rank(b.problem) || a.index - b.index)
    .map(({ problem }) => problem);
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
  if (service)
    throw badRequest('webhookUrl', 'Enter a receiver elsewhere; the web address points at this service.');
}

/** A rule's fields in the form's order: the order of a 400's problems. */
export const RULE_FIELDS = [
  'name',
  'view',
  'field',
  'operator',
  'threshold',
  'filters',
  'schedule',
  'recipients',
  'webhookUrl',
] as const;

/**
 * Checks a whole rule (a POST, or a PATCH merged over the stored rule): the fields' forms, that the
 * view exists and the caller may read it, its filters, the recipients' domains, the webhook target,
 * and that the view answers a number at `field` (evaluated once for the latest period). Every
 * problem is answered at once (one 400 listing them, and the `known` problems of the body, in the
 * form's order); a check that needs a field the form already refused is left out.
 */
export async function checkRule(
  deps: { db: OpsQuery; warehouse: Warehouse; config: ServerConfig },
  principal: Principal,
  tmc: string,
  input: Record<string, unknown>,
  known: FieldProblem[] = [],
): Promise<CheckedRule> {
  const problems = [...known, ...alertRuleProblems(input)];
  const bad = new Set(problems.map((problem) => problem.field));
  const rule = input as unknown as AlertRuleInput;
  const route = bad.has('view') ? undefined : await collected(problems, () => viewOf(rule.view));
  if (route) requireEntitlement(principal, routeTabs(route));
  const filters =
    route && !bad.has('filters')
      ? await collected(problems, () => checkFilters(route.view, rule.filters ?? {}))
      : undefined;
  // The Client filter names the TMC's own clients (another TMC's would evaluate to nothing, and a
  // "falls below" rule fire every period).
  const corporate = filters?.corporate;
  if (route && Array.isArray(corporate) && corporate.length > 0) {
    const checked = await checkClients(deps.warehouse, tmc, corporate.map(String), {
      product: route.view.product,
      field: 'filters.corporate',
    });
    if (checked.problem) problems.push(checked.problem);
    else filters!.corporate = checked.names;
  }
  let recipients: string[] = [];
  if (!bad.has('recipients')) {
    const checked = await recipientsInDomains(deps.db, tmc, rule.recipients);
    recipients = checked.addresses;
    if (checked.problem) problems.push(checked.problem);
  }
  const webhookUrl = rule.webhookUrl || null;
  if (!bad.has('webhookUrl')) {
    const before = problems.length;
    await collected(problems, () => checkWebhookTarget(deps.config, webhookUrl));
    // A receiver elsewhere must have a public address, unless the TMC allows internal ones.
    const internal =
      problems.length === before && webhookUrl && !deps.config.alerts.webhookInternal
        ? await webhookAddressProblem(webhookUrl)
        : null;
    if (internal) problems.push({ field: 'webhookUrl', problem: internal });
  }
  if (route && filters && !bad.has('field') && !bad.has('schedule')) {
    const period = latestCompletePeriod(rule.schedule, new Date(), tenantTimeZone(tmc));
    const value = await evaluateView(deps.warehouse, tmc, route, filters, rule.field, period);
    if (value === undefined) {
      problems.push({
        field: 'field',
        problem: `Choose a figure the view answers; it has no number called ${rule.field}.`,
      });
    }
  }
  if (problems.length > 0) throw badRequests(inFormOrder(problems, RULE_FIELDS));
  return {
    name: rule.name.trim(),
    view: rule.view,
    field: rule.field,
    operator: rule.operator,
    threshold: rule.threshold,
    filters: filters!,
    schedule: rule.schedule,
    recipients,
    webhookUrl,
  };
}
