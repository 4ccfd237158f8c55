import { CUBE_API_PATH, type CubeLoadResponse, type CubeQuery } from '@tripsight/core/cube';
import { DESNZ_2024_RF, hotelFactor } from '@tripsight/core/emissions';
import type { AskAnswer } from '@tripsight/core/question';
import {
  airEmissionsByClientView,
  airEmissionsByRouteView,
  airEmissionsOverviewView,
  type AirEmissionsOverview,
  type EmissionFigures,
} from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../src/dataset/geography.js';
import { okView } from '../analytics-client.js';
import { signedInServer } from '../signed-in.js';
import { ask } from './question-client.js';

/* The query API's co2eKg, asked through the question screen's route, against the emissions views. */

const I = 'FaresaverItinerariesView';
const H = 'HotelsSupplierInsights';

/** The city pair of an itinerary route: a multi-city route ("A-B:B-C") runs from its first to its last airport. */
const cityPair = (route: string) => {
  const legs = route.split(':');
  return `${legs[0]!.split('-')[0]}-${legs[legs.length - 1]!.split('-')[1]}`;
};

describe('emissions on the query API and the question screen', () => {
  const app = signedInServer();

  async function load(query: CubeQuery, token = app.manager): Promise<CubeLoadResponse> {
    const res = await fetch(`${app.server.url}${CUBE_API_PATH}/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as CubeLoadResponse;
  }

  /** The days a relative range of the answer stood for. */
  const daysOf = (answer: CubeLoadResponse) => {
    const [startDate, endDate] = answer.query.timeDimensions?.[0]?.dateRange as [string, string];
    return { startDate, endDate };
  };

  it('answers "emissions by route last quarter" with the emissions views\' figures', async () => {
    const res = await ask<AskAnswer>(app.server, app.manager, 'emissions by route last quarter', I);
    expect(res.status, res.text).toBe(200);
    const { query, interpretation } = res.body;
    expect(query.measures).toEqual([`${I}.co2eKg`]);
    expect(query.dimensions).toEqual([`${I}.itinRoute`]);
    expect(interpretation.map((s) => [s.text, s.kind])).toEqual([
      ['emissions', 'measure'],
      ['route', 'dimension'],
      ['last quarter', 'date'],
    ]);
    const answer = await load({ ...query, limit: 50_000 });
    expect(answer.annotation.measures[`${I}.co2eKg`]?.title).toBe('kg CO2e (desnz-2024-rf)');
    const days = daysOf(answer);
    const view = async <T>(path: string, params: Record<string, string | string[]> = {}) =>
      (await okView<T>(app.server, path, { ...days, ...params }, app.manager)).data;
    const overview = await view<AirEmissionsOverview>(airEmissionsOverviewView.path);
    expect(overview.summary.pnrs).toBeGreaterThan(10);
    const rows = answer.data.map((row) => ({
      route: String(row[`${I}.itinRoute`]),
      co2eKg: Number(row[`${I}.co2eKg`]),
    }));
    const sum = rows.reduce((s, r) => s + r.co2eKg, 0);
    // Each group is rounded to the gram, as each row of the view is.
    expect(Math.abs(sum - overview.summary.co2eKg)).toBeLessThanOrEqual(0.0005 * (rows.length + 1));
    // The view groups by city pair: the itinerary routes of each pair add up to its figure.
    const byPair = new Map<string, number>();
    for (const row of rows)
      byPair.set(cityPair(row.route), (byPair.get(cityPair(row.route)) ?? 0) + row.co2eKg);
    const routes = await view<(EmissionFigures & { route: string })[]>(airEmissionsByRouteView.path);
    expect(routes.length).toBe(byPair.size);
    for (const route of routes) {
      expect(Math.abs((byPair.get(route.route) ?? NaN) - route.co2eKg), route.route).toBeLessThanOrEqual(
        0.01,
      );
    }
  });

  it('answers the same figure for a client as the emissions view filtered to that client', async () => {
    const question = await ask<AskAnswer>(app.server, app.manager, 'carbon last quarter', I);
    expect(question.status, question.text).toBe(200);
    const whole = await load(question.body.query);
    const days = daysOf(whole);
    const clients = (
      await okView<(EmissionFigures & { client: string })[]>(
        app.server,
        airEmissionsByClientView.path,
        days,
        app.manager,
      )
    ).data;
    const client = clients[0]!.client;
    const filtered = await load({
      ...question.body.query,
      filters: [{ member: `${I}.directEnterprise`, operator: 'equals', values: [client] }],
    });
    const figure = Number(filtered.data[0]?.[`${I}.co2eKg`]);
    const view = await okView<AirEmissionsOverview>(
      app.server,
      airEmissionsOverviewView.path,
      { ...days, corporate: [client] },
      app.manager,
    );
    expect(figure).toBe(view.data.summary.co2eKg);
    expect(figure).toBe(clients[0]!.co2eKg);
    expect(Number(whole.data[0]?.[`${I}.co2eKg`])).toBe(
      (await okView<AirEmissionsOverview>(app.server, airEmissionsOverviewView.path, days, app.manager)).data
        .summary.co2eKg,
    );
  });

  it('gives the hotel stays their nights times the country factor of the default method', async () => {
    const answer = await load({
      measures: [`${H}.co2eKg`, `${H}.nights`],
      dimensions: [`${H}.destinationCountry`],
      timeDimensions: [{ dimension: `${H}.checkin`, dateRange: 'last quarter' }],
      limit: 500,
    });
    expect(answer.data.length).toBeGreaterThan(3);
    const code = new Map(COUNTRIES.map((c) => [c.name, c.code]));
    for (const row of answer.data) {
      const country = String(row[`${H}.destinationCountry`]);
      const nights = Number(row[`${H}.nights`]);
      const expected = nights * hotelFactor(DESNZ_2024_RF, code.get(country) ?? '');
      expect(Math.abs(Number(row[`${H}.co2eKg`]) - expected), country).toBeLessThanOrEqual(0.0005);
    }
  });
});
