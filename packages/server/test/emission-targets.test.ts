import { monthShare } from '@tripsight/core/emissions';
import {
  airEmissionsByClientView,
  airEmissionsOverviewView,
  airEmissionsTargetLineView,
  EMISSION_TARGETS_PATH,
  type AirEmissionsOverview,
  type EmissionFigures,
  type EmissionTargetMonth,
  type StoredEmissionTarget,
} from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import { daysAgo, okView } from './analytics-client.js';
import { signedInServer } from './signed-in.js';
import { tokenWithTabs } from './tokens.js';

/* Clients' reduction targets on the real service and operations store, and the overview's target line. */

const year = new Date().getUTCFullYear();
const lastYear = { startDate: `${year - 1}-01-01`, endDate: `${year - 1}-12-31` };
const thisYear = { startDate: `${year}-01-01`, endDate: daysAgo(1) };

describe('emission reduction targets (real service)', () => {
  const app = signedInServer();

  async function put(body: unknown, token = app.manager) {
    const res = await fetch(`${app.server.url}${EMISSION_TARGETS_PATH}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as StoredEmissionTarget & { field?: string } };
  }
  async function list(token = app.manager, client?: string) {
    const query = client === undefined ? '' : `?${new URLSearchParams({ client })}`;
    const res = await fetch(`${app.server.url}${EMISSION_TARGETS_PATH}${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: StoredEmissionTarget[] }).data;
  }
  const clientsOf = async (token: string) =>
    (
      await okView<(EmissionFigures & { client: string })[]>(
        app.server,
        airEmissionsByClientView.path,
        lastYear,
        token,
      )
    ).data.map((row) => row.client);

  it('sets a target, reads it back, replaces it, and draws it on the trend of that client', async () => {
    const [client, other] = await clientsOf(app.manager);
    const target = { client: client!, targetYear: year, baselineYear: year - 1, reductionPercent: 12.5 };
    const created = await put(target);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(target);
    expect(created.body.updatedBy).toBe('alex.morgan@northstar.example');
    expect(created.body.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(await list(app.manager, client)).toEqual([created.body]);
    const replaced = await put({ ...target, reductionPercent: 20 });
    expect(replaced.status).toBe(200);
    expect((await list(app.manager, client)).map((t) => t.reductionPercent)).toEqual([20]);

    const line = await okView<EmissionTargetMonth[]>(
      app.server,
      airEmissionsTargetLineView.path,
      { ...thisYear, corporate: [client!] },
      app.manager,
    );
    const baseline = await okView<AirEmissionsOverview>(
      app.server,
      airEmissionsOverviewView.path,
      { ...lastYear, corporate: [client!] },
      app.manager,
    );
    const lastYearMonths = new Map(baseline.data.byMonth.map((m) => [m.month.slice(5, 7), m.co2eKg]));
    expect(line.data.length).toBeGreaterThan(0);
    for (const { month, targetKg } of line.data) {
      // The range ends yesterday: its last month gets the part of its target the range covers.
      const share = monthShare(month, thisYear.startDate, thisYear.endDate);
      const expected = (lastYearMonths.get(month.slice(5, 7)) ?? 0) * 0.8 * share;
      expect(Math.abs((targetKg ?? NaN) - expected), month).toBeLessThanOrEqual(0.001);
    }
    expect(line.data.some((m) => (m.targetKg ?? 0) > 0)).toBe(true);

    // A chosen client without a target, or no client chosen: no line.
    const both = await okView<EmissionTargetMonth[]>(
      app.server,
      airEmissionsTargetLineView.path,
      { ...thisYear, corporate: [client!, other!] },
      app.manager,
    );
    expect(both.data.every((m) => m.targetKg === null)).toBe(true);
    const none = await okView<EmissionTargetMonth[]>(
      app.server,
      airEmissionsTargetLineView.path,
      thisYear,
      app.manager,
    );
    expect(none.data.every((m) => m.targetKg === null)).toBe(true);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const [client] = await clientsOf(app.manager);
    const good = { client: client!, targetYear: year + 1, baselineYear: year - 2, reductionPercent: 5 };
    const cases: [unknown, string][] = [
      [{ ...good, reductionPercent: 0 }, 'reductionPercent'],
      [{ ...good, reductionPercent: 120 }, 'reductionPercent'],
      [{ ...good, reductionPercent: '10' }, 'reductionPercent'],
      [{ ...good, baselineYear: year + 1 }, 'baselineYear'],
      [{ ...good, targetYear: 2026.5 }, 'targetYear'],
      [{ ...good, targetYear: 3000 }, 'targetYear'],
      [{ ...good, client: '   ' }, 'client'],
      [{ ...good, client: `\u202e${client!}` }, 'client'],
      // A year before the data, and one the data covers only in part (it starts three years back).
      [{ ...good, baselineYear: year - 10 }, 'baselineYear'],
      [{ ...good, baselineYear: year - 3 }, 'baselineYear'],
      [{ ...good, client: `\ufeff${client!}` }, 'client'],
      [{ client: client!, targetYear: year + 1, baselineYear: year - 2 }, 'reductionPercent'],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await list(app.manager, client)).some((t) => t.targetYear === year + 1)).toBe(false);
    const invisible = await fetch(
      `${app.server.url}${EMISSION_TARGETS_PATH}?client=${encodeURIComponent(`\u200b${client!}`)}`,
      { headers: { authorization: `Bearer ${app.manager}` } },
    );
    expect(invisible.status).toBe(400);
  });

  it("refuses another TMC's client and shows each TMC only its own targets", async () => {
    const bluewave = await tokenWithTabs(app.server, ['EmissionsOverview'], 'bluewave-targets', 'second');
    const theirs = new Set(await clientsOf(bluewave));
    const ours = (await clientsOf(app.manager)).find((client) => !theirs.has(client));
    expect(ours).toBeDefined();
    const target = { client: ours!, targetYear: year, baselineYear: year - 2, reductionPercent: 10 };
    const refused = await put(target, bluewave);
    expect(refused.status).toBe(404);
    expect(refused.body.field).toBe('client');
    expect(await list(bluewave, ours)).toEqual([]);
    expect((await put(target)).status).toBe(201);
    expect(await list(bluewave)).toEqual([]);
    // A user without the emissions overview may neither read nor set targets.
    expect((await put(target, app.second)).status).toBe(403);
  });
});
