import { CUBE_API_PATH } from '@tripsight/core/cube';
import { NOT_UNDERSTOOD, NOT_UNDERSTOOD_MESSAGE } from '@tripsight/core/question';
import { reportFilters } from '@tripsight/core/reports';
import { negotiatedFareAdoptionView } from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import { daysAgo, getView } from './analytics-client.js';
import { ask } from './question/question-client.js';
import { signedInServer } from './signed-in.js';

/** Days with the right shape that no calendar has. */
const IMPOSSIBLE = ['2024-02-30', '2024-99-99', '0000-00-00', '2023-02-29', '2024-04-31'];
const I = 'FaresaverItinerariesView';
const CREATED = `${I}.resultDateCreatedAt`;

describe('every date input is a calendar day', () => {
  const app = signedInServer();
  const post = async (path: string, body: unknown, token = app.manager) => {
    const res = await fetch(`${app.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const load = (query: unknown) => post(`${CUBE_API_PATH}/load`, { query });

  it("refuses impossible days in the query API's date ranges and date filters, naming field and value", async () => {
    for (const day of IMPOSSIBLE) {
      const ranged = await load({
        measures: [`${I}.countPnrs`],
        timeDimensions: [{ dimension: CREATED, dateRange: ['2024-01-01', day] }],
      });
      expect(ranged, day).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', field: 'timeDimensions[0].dateRange[1]' },
      });
      expect(ranged.body.error).toContain(day);
      const single = await load({
        measures: [`${I}.countPnrs`],
        timeDimensions: [{ dimension: CREATED, dateRange: day }],
      });
      expect(single, day).toMatchObject({ status: 400, body: { field: 'timeDimensions[0].dateRange' } });
      const filtered = await load({
        measures: [`${I}.countPnrs`],
        filters: [{ member: CREATED, operator: 'inDateRange', values: ['2024-01-01', day] }],
      });
      expect(filtered, day).toMatchObject({ status: 400, body: { field: 'filters[0].values' } });
      expect(filtered.body.error).toContain(day);
    }
  });

  it("refuses impossible days in the views' dates", async () => {
    for (const day of IMPOSSIBLE) {
      const res = await getView<{ field: string; message: string }>(
        app.server,
        negotiatedFareAdoptionView.path,
        { startDate: day, endDate: daysAgo(1) },
        app.manager,
      );
      expect(res.status, day).toBe(400);
      expect(res.body.field).toBe('startDate');
      expect(res.body.message).toContain(day);
    }
  });

  it("refuses impossible days in the report host's date filters, never an empty answer", async () => {
    const embed = await fetch(`${app.server.url}/api/getEmbedToken?reportId=SavingsPerformance`, {
      headers: { authorization: `Bearer ${app.manager}` },
    });
    const { accessToken } = (await embed.json()) as { accessToken: string };
    for (const day of IMPOSSIBLE) {
      const filters = reportFilters({
        filters: {},
        dates: { startDate: '2024-01-01', endDate: day },
        currency: 'USD',
        productName: 'Faresaver',
      });
      const res = await post('/api/reports-host/visual', { visualId: 'savings-total', filters }, accessToken);
      expect(res.status, day).toBe(400);
      expect(String(res.body.field)).toMatch(/^filters\[\d+\]\.conditions\[1\]\.value$/);
      expect(res.body.message).toContain(day);
    }
  });

  it('never builds a query from a question naming an impossible day', async () => {
    for (const day of IMPOSSIBLE) {
      const res = await ask<{ error: string; message: string }>(
        app.server,
        app.manager,
        `spend on ${day}`,
        I,
      );
      expect(res.status, day).toBe(422);
      expect(res.body).toMatchObject({ error: NOT_UNDERSTOOD, message: NOT_UNDERSTOOD_MESSAGE });
    }
    expect((await ask(app.server, app.manager, 'spend on 2024-02-29', I)).status).toBe(200);
  });
});
