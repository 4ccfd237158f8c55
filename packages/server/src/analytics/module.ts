import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';

/** Registers the analytics routes. */
export async function registerAnalytics(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
