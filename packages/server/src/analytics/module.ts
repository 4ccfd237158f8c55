import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { ensureDataset, readDatasetMeta } from '../dataset/generate.js';
import { registerCubeApi } from './cube/cube-routes.js';
import { registerReportsHost } from '../reports-host/module.js';
import { registerQuestionApi } from '../question/question-routes.js';
import { AIR_EMISSIONS_VIEW_ROUTES } from './views/air-emissions-views.js';
import { AIR_EMISSION_ALTERNATIVES_ROUTES } from './views/emission-alternatives-views.js';
import { registerEmissionMethods } from './views/emission-methods-route.js';
import { HOTEL_EMISSIONS_VIEW_ROUTES } from './views/hotel-emissions-views.js';
import { BOOKING_TO_DEPARTURE_VIEW_ROUTES } from './views/booking-to-departure-views.js';
import { registerFilterViews } from './views/filter-views.js';
import { HOTEL_SAVINGS_VIEW_ROUTES } from './views/hotel-savings-views.js';
import { HOTEL_INSIGHTS_VIEW_ROUTES } from './views/hsi-views.js';
import { POLICY_VIEW_ROUTES } from './views/policy-views.js';
import { REBOOKING_ANALYSIS_VIEW_ROUTES } from './views/rebooking-analysis-views.js';
import { REBOOKING_VIEW_ROUTES } from './views/rebooking-views.js';
import { SAVINGS_VIEW_ROUTES } from './views/savings-views.js';
import { SUPPLIER_VIEW_ROUTES } from './views/supplier-views.js';
import { registerViews, type ViewRoute } from './views/view-route.js';
import { openWarehouse } from './warehouse/open-warehouse.js';
import type { AnalyticsModule, Warehouse } from './warehouse/warehouse.js';

/**
 * Opens (or generates) the analytics dataset `{dataDir}/analytics.duckdb` and registers the
 * analytics views.
 */
export async function registerAnalytics(app: FastifyInstance, ctx: AppContext): Promise<AnalyticsModule> {
  const file = await ensureDataset(ctx.config.dataDir, {
    rowsPerTmc: ctx.config.datasetRows,
    seed: ctx.config.datasetSeed,
    log: ctx.config.logRequests ? (line) => app.log.info(line) : undefined,
  });
  // Cached view results belong to the dataset they were computed from.
  const version = JSON.stringify(await readDatasetMeta(file));
  ctx.viewCache?.reset(version);
  const warehouse = await openWarehouse(
    ctx.config,
    file,
    version,
    ctx.config.logRequests ? (line) => app.log.info(line) : undefined,
  );
  ctx.onClose(() => warehouse.close());
  registerAnalyticsViews(app, ctx, warehouse);
  return { warehouse };
}

/** Every analytics view with its query function (the filter lists aside); alerts evaluate them in-process. */
export const VIEW_ROUTES: readonly ViewRoute[] = [
  ...SAVINGS_VIEW_ROUTES,
  ...REBOOKING_VIEW_ROUTES,
  ...POLICY_VIEW_ROUTES,
  ...HOTEL_SAVINGS_VIEW_ROUTES,
  ...SUPPLIER_VIEW_ROUTES,
  ...HOTEL_INSIGHTS_VIEW_ROUTES,
  ...REBOOKING_ANALYSIS_VIEW_ROUTES,
  ...BOOKING_TO_DEPARTURE_VIEW_ROUTES,
  ...AIR_EMISSIONS_VIEW_ROUTES,
  ...AIR_EMISSION_ALTERNATIVES_ROUTES,
  ...HOTEL_EMISSIONS_VIEW_ROUTES,
];

/** The analytics views on `warehouse`: filter lists and currencies, Faresaver savings, rebooking success. */
export function registerAnalyticsViews(app: FastifyInstance, ctx: AppContext, warehouse: Warehouse): void {
  registerFilterViews(app, ctx, warehouse);
  registerViews(app, ctx, warehouse, VIEW_ROUTES);
  registerEmissionMethods(app, ctx);
  registerCubeApi(app, ctx, warehouse);
  registerReportsHost(app, ctx, warehouse);
  registerQuestionApi(app, ctx, warehouse);
}
