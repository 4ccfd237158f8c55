import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';

/** Registers the ops routes. */
export async function registerOps(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
