import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from './config.js';

/** Who is calling, from a verified access token. */
export interface Principal {
  subject: string;
  /** The travel management company every query is scoped to (null when the token lacks it). */
  tmc: string | null;
  customerId: string | null;
  entitledTabs: string[];
  allowExportReports: boolean;
  defaultClients: string[];
  email: string | null;
  name: string | null;
}

/** What each module of the service gets when it registers its routes. */
export interface AppContext {
  config: ServerConfig;
  /** Verifies the request's bearer token; throws HttpError 401 with TOKEN_EXPIRED, INVALID_TOKEN, … */
  authenticate(request: FastifyRequest): Promise<Principal>;
  /** Registers clean-up to run on graceful shutdown (close databases, …). */
  onClose(task: () => Promise<void> | void): void;
}
