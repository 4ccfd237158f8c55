import { join } from 'node:path';
import {
  ADEME_2018,
  DESNZ_2024_RF,
  EMISSION_METHODS,
  methodStamp,
  segmentEmissions,
  stayEmissions,
  type CabinClass,
  type EmissionMethod,
} from '@tripsight/core/emissions';
import {
  airEmissionsAlternativesView,
  airEmissionsByCarrierView,
  airEmissionsByClientView,
  airEmissionsByRouteView,
  airEmissionsOverviewView,
  hotelEmissionsOverviewView,
  EMISSION_METHODS_PATH,
  type AirEmissionsOverview,
  type EmissionAlternativeRow,
  type EmissionFigures,
  type HotelEmissionsOverview,
} from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbWarehouse } from '../src/analytics/warehouse/duckdb-warehouse.js';
import { DATASET_FILE } from '../src/dataset/generate.js';
import { COUNTRIES } from '../src/dataset/geography.js';
import { AIRPORT_COORDINATES } from '../src/dataset/policy-airports.js';
import { daysAgo, getView, okView, total } from './analytics-client.js';
import { signedInServer } from './signed-in.js';
import { tokenWithTabs } from './tokens.js';

/* Emissions views on the real service: figures worked from the raw PNRs and stays, method stamps. */

const COUNTRY_OF = new Map(COUNTRIES.flatMap((c) => c.airports.map(([code]) => [code, c.code] as const)));
const place = (code: string) => {
  const [latitude, longitude] = AIRPORT_COORDINATES[code]!;
  return { latitude, longitude, country: COUNTRY_OF.get(code)! };
};

interface RawPnr {
  outbound: string[];
  cabin_class: CabinClass;
  is_return: boolean;
}
interface RawStay {
  nights: number;
  code: string;
}

/** kg CO2e of raw PNRs worked segment by segment with core's rules (a return flies the legs twice). */
function pnrsCo2e(method: EmissionMethod, pnrs: readonly RawPnr[]): number {
  let sum = 0;
  for (const pnr of pnrs) {
    for (let k = 0; k + 1 < pnr.outbound.length; k += 1) {
      const leg = segmentEmissions(method, {
        from: place(pnr.outbound[k]!),
        to: place(pnr.outbound[k + 1]!),
        cabin: pnr.cabin_class,
      });
      sum += leg.co2eKg * (pnr.is_return ? 2 : 1);
    }
  }
  return sum;
}

/** Sums agree with a total to the gram per row rounded. */
function reconciles(rows: readonly { co2eKg: number }[], whole: number): void {
  expect(Math.abs(total(rows, 'co2eKg') - whole)).toBeLessThanOrEqual(0.0005 * (rows.length + 1));
}

describe('emissions (real service)', () => {
  const app = signedInServer();
  const range = { startDate: daysAgo(9), endDate: daysAgo(3) };
  const month = { startDate: daysAgo(40), endDate: daysAgo(1) };
  const year = { startDate: daysAgo(365), endDate: daysAgo(1) };
  let raw: { pnrs: RawPnr[]; stays: RawStay[]; bluewave: RawPnr[] };

  beforeAll(async () => {
    const warehouse = await DuckDbWarehouse.open(join(app.server.config.dataDir, DATASET_FILE), {
      poolSize: 1,
      threads: 1,
    });
    try {
      const pnrs = await warehouse.all<RawPnr>(
        `SELECT outbound, cabin_class, is_return FROM air_pnrs
         WHERE tmc_id = 'northstar' AND result_date BETWEEN $1::DATE AND $2::DATE`,
        [range.startDate, range.endDate],
      );
      const bluewave = await warehouse.all<RawPnr>(
        `SELECT outbound, cabin_class, is_return FROM air_pnrs
         WHERE tmc_id = 'bluewave' AND result_date BETWEEN $1::DATE AND $2::DATE`,
        [range.startDate, range.endDate],
      );
      const stays = await warehouse.all<RawStay>(
        `SELECT nights, destination_country_code AS code FROM hotel_reservations
         WHERE tmc_id = 'northstar' AND result_date BETWEEN $1::DATE AND $2::DATE`,
        [range.startDate, range.endDate],
      );
      const lists = (rows: RawPnr[]) => rows.map((p) => ({ ...p, outbound: [...p.outbound] }));
      raw = { pnrs: lists(pnrs), stays, bluewave: lists(bluewave) };
    } finally {
      await warehouse.close();
    }
  });
  afterAll(() => undefined);

  it('lists the published methods, the default first', async () => {
    const res = await fetch(`${app.server.url}${EMISSION_METHODS_PATH}`, {
      headers: { authorization: `Bearer ${app.manager}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { id: string; factorYear: number; radiativeForcing: boolean }[];
    };
    expect(body.data.map((m) => m.id)).toEqual(['desnz-2024-rf', 'ademe-2018']);
    expect(body.data[0]).toMatchObject({
      factorYear: 2024,
      radiativeForcing: true,
      source: DESNZ_2024_RF.source,
    });
    expect(body.data[1]).toMatchObject({ factorYear: 2018, radiativeForcing: false, name: ADEME_2018.name });
    expect((await fetch(`${app.server.url}${EMISSION_METHODS_PATH}`)).status).toBe(401);
    const extra = await fetch(`${app.server.url}${EMISSION_METHODS_PATH}?foo=1`, {
      headers: { authorization: `Bearer ${app.manager}` },
    });
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as { field?: string }).field).toBe('foo');
  });

  it('computes the PNRs of the range segment by segment, to the gram, under each method', async () => {
    expect(raw.pnrs.length).toBeGreaterThan(5);
    for (const method of EMISSION_METHODS) {
      const body = await okView<AirEmissionsOverview>(
        app.server,
        airEmissionsOverviewView.path,
        { ...range, method: method.id },
        app.manager,
      );
      expect(body.annotation.method).toEqual({
        id: method.id,
        source: method.source,
        factorYear: method.factorYear,
      });
      expect(body.data.summary.pnrs).toBe(raw.pnrs.length);
      expect(Math.abs(body.data.summary.co2eKg - pnrsCo2e(method, raw.pnrs))).toBeLessThanOrEqual(0.001);
      const { co2eKg, pnrs, distanceKm } = body.data.summary;
      expect(body.data.summary.co2eKgPerPnr).toBeCloseTo(co2eKg / pnrs, 3);
      expect(body.data.summary.co2eGramsPerKm).toBeCloseTo((co2eKg * 1000) / distanceKm, 3);
    }
  });

  it('answers the default method without `method`, and a 400 naming it for an unknown one', async () => {
    const plain = await okView<AirEmissionsOverview>(
      app.server,
      airEmissionsOverviewView.path,
      range,
      app.manager,
    );
    expect(plain.annotation.method).toMatchObject({ id: 'desnz-2024-rf', factorYear: 2024 });
    for (const path of [
      airEmissionsOverviewView.path,
      hotelEmissionsOverviewView.path,
      airEmissionsByRouteView.path,
    ]) {
      const bad = await getView(app.server, path, { ...range, method: 'guesswork-2030' }, app.manager);
      expect(bad.status).toBe(400);
      expect(`${bad.body.field ?? ''} ${bad.body.message ?? ''}`).toContain('method');
    }
  });

  it('reconciles every breakdown with the totals', async () => {
    const overview = await okView<AirEmissionsOverview>(
      app.server,
      airEmissionsOverviewView.path,
      month,
      app.manager,
    );
    const { summary, byMonth, byCabin, byHaul } = overview.data;
    for (const rows of [byMonth, byCabin, byHaul]) reconciles(rows, summary.co2eKg);
    expect(total(byMonth, 'pnrs')).toBe(summary.pnrs);
    expect(total(byCabin, 'pnrs')).toBe(summary.pnrs);
    expect(Math.abs(total(byHaul, 'distanceKm') - summary.distanceKm)).toBeLessThan(0.01);
    for (const view of [airEmissionsByRouteView, airEmissionsByCarrierView, airEmissionsByClientView]) {
      const rows = await okView<EmissionFigures[]>(app.server, view.path, month, app.manager);
      reconciles(rows.data, summary.co2eKg);
      expect(total(rows.data, 'pnrs')).toBe(summary.pnrs);
      expect(rows.annotation.method).toMatchObject({ id: 'desnz-2024-rf' });
    }
  });

  it('moves every hotel figure by the ratio of the country factors on a method switch', async () => {
    const hotelUnder = (m: EmissionMethod) =>
      okView<HotelEmissionsOverview>(
        app.server,
        hotelEmissionsOverviewView.path,
        { ...range, method: m.id },
        app.manager,
      );
    const [desnz, ademe] = await Promise.all([hotelUnder(DESNZ_2024_RF), hotelUnder(ADEME_2018)]);
    const nights = raw.stays.reduce((sum, s) => sum + s.nights, 0);
    expect(desnz.data.summary.nights).toBe(nights);
    for (const [answer, method] of [
      [desnz, DESNZ_2024_RF],
      [ademe, ADEME_2018],
    ] as const) {
      const expected = raw.stays.reduce((sum, s) => sum + stayEmissions(method, s.code, s.nights), 0);
      expect(Math.abs(answer.data.summary.co2eKg - expected)).toBeLessThanOrEqual(0.001);
      reconciles(answer.data.byCountry, answer.data.summary.co2eKg);
      reconciles(answer.data.byMonth, answer.data.summary.co2eKg);
      // The hotel figures name the hotel table they come from, not the method's air table.
      expect(answer.annotation.method).toEqual(methodStamp(method, 'hotel'));
    }
    for (const row of desnz.data.byCountry) {
      const other = ademe.data.byCountry.find((r) => r.countryCode === row.countryCode)!;
      expect(other.nights).toBe(row.nights);
      const ratio =
        stayEmissions(ADEME_2018, row.countryCode, 1) / stayEmissions(DESNZ_2024_RF, row.countryCode, 1);
      expect(other.co2eKg).toBeCloseTo(row.co2eKg * ratio, 2);
    }
  });

  it('keeps km and PNRs and moves each segment by its factor on a method switch', async () => {
    const airUnder = (m: EmissionMethod) =>
      okView<AirEmissionsOverview>(
        app.server,
        airEmissionsOverviewView.path,
        { ...month, method: m.id },
        app.manager,
      );
    const [desnz, ademe] = await Promise.all([airUnder(DESNZ_2024_RF), airUnder(ADEME_2018)]);
    expect(ademe.data.summary.distanceKm).toBe(desnz.data.summary.distanceKm);
    expect(ademe.data.summary.pnrs).toBe(desnz.data.summary.pnrs);
    expect(desnz.data.byHaul.map((r) => r.haul).sort()).toEqual(['Domestic', 'Long-haul', 'Short-haul']);
    expect(ademe.data.byHaul.map((r) => r.haul).sort()).toEqual(['Long-haul', 'Medium-haul', 'Short-haul']);
    // ADEME's factors are one per band, so its CO2e per km of a band is the band's factor.
    const long = ademe.data.byHaul.find((r) => r.haul === 'Long-haul')!;
    expect(long.co2eKg / long.distanceKm).toBeCloseTo(0.083, 6);
  });

  it('prices what would have emitted less, each kind saving CO2e', async () => {
    const body = await okView<EmissionAlternativeRow[]>(
      app.server,
      airEmissionsAlternativesView.path,
      { ...year, currency: 'EUR' },
      app.manager,
    );
    expect(body.currencyFields).toEqual(['fareDifference']);
    expect(body.annotation).toMatchObject({ currency: 'EUR', method: { id: 'desnz-2024-rf' } });
    const kinds = Object.fromEntries(body.data.map((r) => [r.kind, r]));
    expect(Object.keys(kinds).sort()).toEqual(['businessUnder4h', 'lowerCabin', 'nonStop']);
    expect(kinds.lowerCabin!.co2eKgSaved).toBeGreaterThan(0);
    expect(kinds.lowerCabin!.fareDifference).toBeLessThan(0);
    expect(kinds.businessUnder4h!.pnrs).toBeLessThanOrEqual(kinds.lowerCabin!.pnrs);
    expect(kinds.nonStop!.co2eKgSaved).toBeGreaterThan(0);
    const byClient = await okView<EmissionAlternativeRow[]>(
      app.server,
      airEmissionsAlternativesView.path,
      { ...year, currency: 'EUR', breakdown: 'client' },
      app.manager,
    );
    for (const kind of ['lowerCabin', 'nonStop'] as const) {
      const rows = byClient.data.filter((r) => r.kind === kind);
      expect(rows.every((r) => typeof r.client === 'string')).toBe(true);
      expect(total(rows, 'pnrs')).toBe(kinds[kind]!.pnrs);
      expect(Math.abs(total(rows, 'co2eKgSaved') - kinds[kind]!.co2eKgSaved)).toBeLessThan(
        0.0005 * (rows.length + 1),
      );
    }
  });

  it('shows another TMC only its own PNRs', async () => {
    const overviewOf = (token: string) =>
      okView<AirEmissionsOverview>(app.server, airEmissionsOverviewView.path, range, token);
    const bluewave = await tokenWithTabs(
      app.server,
      ['EmissionsOverview'],
      'bluewave-emissions-view',
      'second',
    );
    const [mine, theirs] = await Promise.all([overviewOf(app.manager), overviewOf(bluewave)]);
    expect(raw.bluewave.length).toBeGreaterThan(0);
    expect(theirs.data.summary.pnrs).toBe(raw.bluewave.length);
    expect(Math.abs(theirs.data.summary.co2eKg - pnrsCo2e(DESNZ_2024_RF, raw.bluewave))).toBeLessThanOrEqual(
      0.001,
    );
    expect(mine.data.summary.pnrs).toBe(raw.pnrs.length);
  });

  it('opens the emissions views only to the Sustainability tabs that read them', async () => {
    const status = async (path: string, token: string) =>
      (await getView(app.server, path, range, token)).status;
    const airPaths = [
      airEmissionsOverviewView.path,
      airEmissionsByRouteView.path,
      airEmissionsByCarrierView.path,
      airEmissionsByClientView.path,
      airEmissionsAlternativesView.path,
    ];
    // Every air tab but no Sustainability tab: no emissions figure at all.
    for (const path of [...airPaths, hotelEmissionsOverviewView.path])
      expect(await status(path, app.second), path).toBe(403);
    // The hotel programme's emissions tab reads the hotel view only.
    const hotelOnly = await tokenWithTabs(app.server, ['HotelEmissionsOverview'], 'hotel-emissions-only');
    expect(await status(hotelEmissionsOverviewView.path, hotelOnly)).toBe(200);
    for (const path of airPaths) expect(await status(path, hotelOnly), path).toBe(403);
    // The alternatives tab reads the air views, and no other view of the air product.
    const alternatives = await tokenWithTabs(app.server, ['EmissionsAlternatives'], 'alternatives-only');
    for (const path of airPaths) expect(await status(path, alternatives), path).toBe(200);
    expect(await status(hotelEmissionsOverviewView.path, alternatives)).toBe(403);
    expect(await status('/api/views/air/faresaver/savingsOverview', alternatives)).toBe(403);
  });
});
