import type { AskAnswer, NotUnderstoodAnswer, QuestionFields } from '@tripsight/core/question';
import { chartChoice } from '@tripsight/core/question';
import { describe, expect, it } from 'vitest';
import { AIRPORT_COORDINATES } from '../../src/dataset/policy-airports.js';
import { signedInServer } from '../signed-in.js';
import { ask, fields, load } from './question-client.js';

const I = 'FaresaverItinerariesView';
const D = 'FaresaverDealsView';

describe('question API: places and rates', () => {
  const app = signedInServer();

  it('answers an origin-airport question with each airport’s coordinates, drawn as a map', async () => {
    const res = await ask<AskAnswer>(app.server, app.manager, 'spend by origin airport last year', I);
    expect(res.status, res.text).toBe(200);
    const { query } = res.body;
    expect(query.dimensions).toEqual([`${I}.originAirport`, `${I}.originLatitude`, `${I}.originLongitude`]);
    const rows = await load(app.server, app.manager, query);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const airport = String(row[`${I}.originAirport`]);
      const place = AIRPORT_COORDINATES[airport];
      expect(place, airport).toBeDefined();
      expect([Number(row[`${I}.originLatitude`]), Number(row[`${I}.originLongitude`])]).toEqual(place);
    }
    expect(chartChoice(query, rows)).toEqual(['map', 'table']);
  });

  it('keeps coordinates out of the fields a manager is offered', async () => {
    const res = await fields<QuestionFields>(app.server, app.manager, I);
    const names = res.body.dimensions.map((d) => d.name);
    expect(names).toContain(`${I}.destinationCountry`);
    expect(names.filter((n) => /Latitude|Longitude/.test(n))).toEqual([]);
  });

  it('reads "flights to Germany" as the destination country, and abstains where the view has none', async () => {
    const res = await ask<AskAnswer>(app.server, app.manager, 'flights to Germany last year', I);
    expect(res.status, res.text).toBe(200);
    expect(res.body.query.filters).toEqual([
      { member: `${I}.destinationCountry`, operator: 'equals', values: ['Germany'] },
    ]);
    const rows = await load(app.server, app.manager, {
      ...res.body.query,
      dimensions: [`${I}.destinationCity`],
    });
    expect(rows.map((r) => r[`${I}.destinationCity`]).sort()).toEqual(['Berlin', 'Frankfurt', 'Munich']);
    const deals = await ask<NotUnderstoodAnswer>(app.server, app.manager, 'deals to Germany', D);
    expect(deals.status).toBe(422);
  });

  it('answers "what percent of deals were accepted" with the acceptance rate', async () => {
    const res = await ask<AskAnswer>(app.server, app.manager, 'what percent of deals were accepted', D);
    expect(res.status, res.text).toBe(200);
    expect(res.body.query.measures).toEqual([`${D}.acceptanceRate`]);
    const [rate] = await load(app.server, app.manager, res.body.query);
    const [counts] = await load(app.server, app.manager, {
      measures: [`${D}.acceptedDeals`, `${D}.allSentDeals`],
    });
    const expected = (100 * Number(counts?.[`${D}.acceptedDeals`])) / Number(counts?.[`${D}.allSentDeals`]);
    expect(Number(rate?.[`${D}.acceptanceRate`])).toBeCloseTo(expected, 1);
    expect(Number(rate?.[`${D}.acceptanceRate`])).toBeLessThan(100);
  });
});
