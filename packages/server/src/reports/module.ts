import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';

/** Registers the reports routes. */
export async function registerReports(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
