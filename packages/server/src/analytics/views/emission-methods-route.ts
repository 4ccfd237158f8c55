import type { FastifyInstance } from 'fastify';
import { EMISSION_METHODS } from '@tripsight/core/emissions';
import { EMISSION_METHODS_PATH, type EmissionMethodRow } from '@tripsight/core/views';
import type { AppContext } from '../../app-context.js';
import { AIR_EMISSION_TABS, HOTEL_EMISSION_TABS } from '../../security/entitlements.js';
import { tmcGuard } from '../../security/tenant-guard.js';

/** The methods list: every published method, the default first, with its source and factor year. */
function emissionMethodRows(): EmissionMethodRow[] {
  return EMISSION_METHODS.map(({ id, name, source, factorYear, radiativeForcing }) => ({
    id,
    name,
    source,
    factorYear,
    radiativeForcing,
  }));
}

/**
 * `GET /api/emissions/methods`: `{ data: [{ id, name, source, factorYear, radiativeForcing }] }`, for
 * a signed-in user entitled to an emissions page; it takes no parameter (one sent is a 400 naming it).
 */
export function registerEmissionMethods(app: FastifyInstance, ctx: AppContext): void {
  const guard = tmcGuard(ctx, {
    tabs: [...new Set([...AIR_EMISSION_TABS, ...HOTEL_EMISSION_TABS])],
    budget: 'analytics',
  });
  app.get(
    EMISSION_METHODS_PATH,
    {
      onRequest: guard.onRequest,
      schema: { querystring: { type: 'object', properties: {}, additionalProperties: false } },
    },
    async () => ({ data: emissionMethodRows() }),
  );
}
