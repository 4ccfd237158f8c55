import {
  CUBE_API_PATH,
  type CubeLoadResponse,
  type CubeMetaResponse,
  type CubeQuery,
} from '@tripsight/core/cube';
import { hotelProgramPerformanceView, type HotelProgramPerformanceData } from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import { daysAgo, okView } from './analytics-client.js';
import { signedInServer } from './signed-in.js';
import { tokenFor } from './tokens.js';

const C = 'HotelsSupplierInsights';
const RANGE: [string, string] = [daysAgo(365), daysAgo(1)];

describe('the HotelsSupplierInsights cube', () => {
  const app = signedInServer();

  const load = async (query: CubeQuery, token = app.manager) => {
    const res = await fetch(`${app.server.url}${CUBE_API_PATH}/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as CubeLoadResponse;
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.data;
  };

  it('has the members of issue 26, with titles, short titles and synonyms', async () => {
    const res = await fetch(`${app.server.url}${CUBE_API_PATH}/meta?cubeName=${C}`, {
      headers: { authorization: `Bearer ${app.manager}` },
    });
    const meta = (await res.json()) as CubeMetaResponse;
    const cube = meta.cubes.find((c) => c.name === C);
    const names = (list: { name: string }[] | undefined) =>
      (list ?? []).map((m) => m.name.replace(`${C}.`, ''));
    const money = (prefix: string) => ['Usd', 'Eur', 'Gbp', 'DefaultCurrency'].map((c) => `${prefix}${c}`);
    expect(names(cube?.measures).sort()).toEqual(
      [
        'nights',
        'reservations',
        ...money('spend'),
        'coverageRate',
        'availabilityRate',
        'utilizationRate',
        'discountLevel',
        ...money('missedSavings'),
        'co2eKg',
      ].sort(),
    );
    expect(names(cube?.dimensions)).toEqual(
      expect.arrayContaining([
        'hotelMasterChain',
        'hotelName',
        'destinationCity',
        'destinationCountry',
        'rateType',
        'checkin',
      ]),
    );
    const utilization = cube?.measures.find((m) => m.name === `${C}.utilizationRate`) as unknown as {
      shortTitle: string;
      synonyms: string[];
    };
    expect(utilization.shortTitle).toBe('Utilization');
    expect(utilization.synonyms).toContain('hit rate');
  });

  it('agrees with the programme performance view on coverage, availability, utilisation and discount', async () => {
    const [row] = await load({
      measures: [
        'coverageRate',
        'availabilityRate',
        'utilizationRate',
        'discountLevel',
        'spendUsd',
        'nights',
      ].map((m) => `${C}.${m}`),
      timeDimensions: [{ dimension: `${C}.checkin`, dateRange: RANGE }],
    });
    const view = (
      await okView<HotelProgramPerformanceData>(
        app.server,
        hotelProgramPerformanceView.path,
        { startDate: RANGE[0], endDate: RANGE[1], currency: 'USD' },
        app.manager,
      )
    ).data;
    expect(Number(row?.[`${C}.coverageRate`])).toBeCloseTo(view.coverageRate, 2);
    expect(Number(row?.[`${C}.availabilityRate`])).toBeCloseTo(view.availabilityRate, 2);
    expect(Number(row?.[`${C}.utilizationRate`])).toBeCloseTo(view.utilizationRate, 2);
    expect(Number(row?.[`${C}.discountLevel`])).toBeCloseTo(view.discountLevel, 2);
    expect(Number(row?.[`${C}.spendUsd`])).toBeCloseTo(view.programSpend, 1);
    expect(Number(row?.[`${C}.nights`])).toBe(view.totalNights);
  });

  it('computes a rate per rate type as a ratio of sums, and keeps each TMC to its own stays', async () => {
    const byType = await load({
      measures: [`${C}.discountLevel`, `${C}.nights`],
      dimensions: [`${C}.rateType`],
      timeDimensions: [{ dimension: `${C}.checkin`, dateRange: RANGE }],
    });
    const types = byType.map((r) => r[`${C}.rateType`]).sort();
    expect(types).toEqual(['Chainwide', 'No negotiated rate', 'Property', 'TMC rate']);
    // Lucas Weber (Bluewave) reads Bluewave's stays only: the same spend as his programme performance view.
    const hpa = await tokenFor(app.server, 'hpa');
    const spend = async (token: string) =>
      Number(
        (
          await load(
            {
              measures: [`${C}.spendUsd`],
              timeDimensions: [{ dimension: `${C}.checkin`, dateRange: RANGE }],
            },
            token,
          )
        )[0]?.[`${C}.spendUsd`],
      );
    const bluewave = (
      await okView<HotelProgramPerformanceData>(
        app.server,
        hotelProgramPerformanceView.path,
        { startDate: RANGE[0], endDate: RANGE[1], currency: 'USD' },
        hpa,
      )
    ).data;
    expect(await spend(hpa)).toBeCloseTo(bluewave.programSpend, 1);
    expect(await spend(hpa)).not.toBeCloseTo(await spend(app.manager), 0);
  });
});
