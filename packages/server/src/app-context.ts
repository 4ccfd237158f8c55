import type { FastifyRequest } from 'fastify';
import type { Principal } from './security/principal.js';
import type { ServerConfig } from './config.js';
import type { RequestBudgets } from './security/request-budgets.js';
import type { ViewCache } from './analytics/warehouse/view-cache.js';
import type { OpsQuery } from './ops/db.js';
import type { MailTransport } from './mail/mail-transport.js';

/** What each module of the service gets when it registers its routes. */
export interface AppContext {
  config: ServerConfig;
  /** Verifies the request's bearer token; throws HttpError 401 with TOKEN_EXPIRED, INVALID_TOKEN, … */
  authenticate(request: FastifyRequest): Promise<Principal>;
  /** Registers clean-up to run on graceful shutdown (close databases, …). */
  onClose(task: () => Promise<void> | void): void;
  /** The request budgets the tenant guard spends (none: no limit, as in the benches). */
  budgets?: RequestBudgets;
  /** The per-TMC cache of view results (none: every call queries the warehouse). */
  viewCache?: ViewCache;
  /** The operational store, once the operations module opened it (read at request time by the query API). */
  ops?: OpsQuery;
  /** The service's mail transport (SMTP_URL, else .eml files in {dataDir}/outbox). */
  mail?: MailTransport;
}
