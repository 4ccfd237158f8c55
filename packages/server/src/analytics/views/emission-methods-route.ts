import type { FastifyInstance } from 'fastify';
import { EMISSION_METHODS } from '@tripsight/core/emissions';
import { EMISSION_METHODS_PATH, type EmissionMethodRow } from '@tripsight/core/views';
import type { AppContext } from '../../app-context.js';
import { productTabs } from '../../security/entitlements.js';
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
 * a signed-in user entitled to an air or hotel page (the emissions pages among them).
 */
export function registerEmissionMethods(app: FastifyInstance, ctx: AppContext): void {
  const guard = tmcGuard(ctx, {
    tabs: [...productTabs('air'), ...productTabs('hotel')],
    budget: 'analytics',
  });
  app.get(EMISSION_METHODS_PATH, { onRequest: guard.onRequest }, async () => ({
    data: emissionMethodRows(),
  }));
}
