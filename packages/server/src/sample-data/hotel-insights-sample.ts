import { join } from 'node:path';
import type { PocType } from '@tripsight/core/policy';
import type { HotelInsightsSample } from '@tripsight/core/samples';
import { FILTER_GROUPS } from '@tripsight/core/controls';
import type { FilterSelection } from '@tripsight/core/bus';
import { chooseCurrency } from '../analytics/sql/money.js';
import { PRODUCTS } from '../analytics/sql/products.js';
import type { QueryScope } from '../analytics/sql/scope.js';
import {
  availabilityByChainOverTime,
  availabilityByCityOverTime,
  availabilityCoveredSpend,
  availabilityMainTable,
  availabilitySummary,
  availabilityTopChains,
  availabilityTopCities,
  missedSavingsTable,
} from '../analytics/views/hsi-availability-views.js';
import { hotelCoverage } from '../analytics/views/hsi-coverage-views.js';
import { hotelDiscountBenchmarking } from '../analytics/views/hsi-discount-views.js';
import { missedSavingsCards, missedSavingsTotalSpend } from '../analytics/views/hsi-missed-savings-views.js';
import { hotelProgramPerformance } from '../analytics/views/hsi-program-performance-views.js';
import type { AnalyticsQuery } from '../analytics/views/query-params.js';
import { DuckDbWarehouse } from '../analytics/warehouse/duckdb-warehouse.js';
import { ensureDataset } from '../dataset/generate.js';

/** PNRs per TMC of the sample's own small dataset (about 1,000 hotel stays a year). */
const SAMPLE_ROWS = 6_000;
/** The TMC whose stays the sample shows. */
const SAMPLE_TMC = 'northstar';
/** Hotels whose room rows the sample carries, from the top of the main table (besides the cards'). */
const ROOM_HOTELS = 20;

/**
 * The `hotelInsights` sample: the dataset generator builds a small dataset that ends on the sample's
 * last day (in `{dataDir}/samples/{kind}`, reused while it is current), and every hotel supplier
 * insights view answers for the sample's window through its own query function, in USD, so a POC
 * tab reads exactly like the live one.
 */
export async function hotelInsightsSample(
  dataDir: string,
  kind: PocType,
  window: { startDate: string; endDate: string },
  seed: number,
): Promise<HotelInsightsSample> {
  const file = await ensureDataset(join(dataDir, 'samples', `hotel-insights-${kind}`), {
    rowsPerTmc: SAMPLE_ROWS,
    seed,
    anchor: window.endDate,
  });
  const warehouse = await DuckDbWarehouse.open(file, { poolSize: 2, threads: 1 });
  try {
    const filters = Object.fromEntries(
      FILTER_GROUPS.map((group) => [group, []]),
    ) as unknown as FilterSelection;
    const scope: QueryScope = {
      product: PRODUCTS.hotelInsights,
      tmc: SAMPLE_TMC,
      filters,
      dimIds: null,
      currency: chooseCurrency('USD', []),
      dialect: warehouse.dialect,
    };
    const query: AnalyticsQuery = {
      filters,
      ...window,
      currency: 'USD',
      requestedCurrency: 'USD',
      feeMode: 'gross',
    };
    const read = async <T>(run: typeof hotelProgramPerformance | ((...a: never[]) => unknown), params = {}) =>
      (await (run as (...a: unknown[]) => Promise<{ data: unknown }>)(warehouse, scope, query, params))
        .data as T;
    const sample: Omit<HotelInsightsSample, 'rooms'> = {
      programPerformance: await read(hotelProgramPerformance),
      coverage: await read(hotelCoverage),
      availabilitySummary: await read(availabilitySummary),
      coveredSpend: await read(availabilityCoveredSpend),
      missedSavingsCards: await read(missedSavingsCards),
      missedSavingsTotalSpend: await read(missedSavingsTotalSpend),
      byCityOverTime: await read(availabilityByCityOverTime),
      topCities: await read(availabilityTopCities),
      byChainOverTime: await read(availabilityByChainOverTime),
      topChains: await read(availabilityTopChains),
      mainTable: await read(availabilityMainTable),
      discountBenchmarking: await read(hotelDiscountBenchmarking),
    };
    const hotels = new Set([
      ...sample.missedSavingsCards.map((card) => card.hotelId),
      ...sample.mainTable.slice(0, ROOM_HOTELS).map((row) => row.hotelId),
    ]);
    const rooms: HotelInsightsSample['rooms'] = {};
    for (const hotelId of hotels) rooms[hotelId] = await read(missedSavingsTable, { hotelId });
    return { ...sample, rooms };
  } finally {
    await warehouse.close();
  }
}
