import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

/**
 * The first query or path parameter of `values` that became a number other than a finite one: the
 * schema validator turns the text `1e309` or `Infinity` into Infinity and lets it pass the
 * parameter's bounds, so it would reach the database as a limit or a page. Null when there is none.
 */
export function nonFiniteParameter(values: unknown): string | null {
  if (typeof values !== 'object' || values === null) return null;
  for (const [name, value] of Object.entries(values)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    if (items.some((item) => typeof item === 'number' && !Number.isFinite(item))) return name;
  }
  return null;
}

/** Refuses, with a 400 naming it, a query or path parameter that was read as a non-finite number. */
export function refuseNonFiniteParameters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const name = nonFiniteParameter(request.query) ?? nonFiniteParameter(request.params);
    if (name !== null) throw badRequest(name, 'must be a finite number');
  });
}
