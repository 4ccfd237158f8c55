import {
  allProcessedDealsView,
  dealsPerClientView,
  dynamicCurrenciesView,
  dynamicFiltersView,
  savingsByMonthView,
  savingsOverviewView,
  type SavingsOverviewData,
} from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import { TMCS } from '../src/dataset/tmcs.js';
import { signedInServer } from './signed-in.js';
import { expiredTokenFor, tokenWithoutTmc } from './tokens.js';
import { ALL_VIEWS, daysAgo, getView, type Params } from './analytics-client.js';

interface FilterRow {
  corporate: string;
  pccName: string;
}

const range = { startDate: daysAgo(800), endDate: daysAgo(1) };
const OVERVIEW = savingsOverviewView.path;

describe('analytics access and validation', () => {
  const app = signedInServer();

  const filterRows = async (token: string) =>
    (await getView<FilterRow[]>(app.server, dynamicFiltersView.path, { productName: 'air' }, token)).body
      .data;

  it('answers 401 on every view without a token, with a malformed token and with an expired one', async () => {
    const expired = await expiredTokenFor(app.server, 'manager');
    for (const path of ALL_VIEWS) {
      const none = await getView(app.server, path, range);
      expect(none.status, path).toBe(401);
      expect(none.body.error, path).toBe('MISSING_TOKEN');
      expect((await getView(app.server, path, range, 'not-a-jwt')).status, path).toBe(401);
      const old = await getView(app.server, path, range, expired);
      expect(old.status, path).toBe(401);
      expect(old.body.error, path).toBe('TOKEN_EXPIRED');
    }
  });

  it('offers the hotel filter entries from the hotel dataset, by corporate name', async () => {
    const res = await getView<FilterRow[]>(
      app.server,
      dynamicFiltersView.path,
      { productName: 'hotel' },
      app.manager,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.map((r) => r.corporate)).toContain('Globex Corporation');
  });

  it('checks the token before the parameters', async () => {
    const res = await getView(app.server, OVERVIEW, { startDate: 'soon', feeMode: 'both' });
    expect(res.status).toBe(401);
  });

  it('answers 403 MISSING_TMC on every view to a token without a TMC', async () => {
    const token = await tokenWithoutTmc(app.server, 'manager');
    for (const path of ALL_VIEWS) {
      const res = await getView(app.server, path, range, token);
      expect(res.status, path).toBe(403);
      expect(res.body.error, path).toBe('MISSING_TMC');
    }
  });

  const badRequests: [string, Params, string][] = [
    [OVERVIEW, { startDate: '2025/01/01', endDate: range.endDate }, 'startDate'],
    [OVERVIEW, { startDate: '2025-02-30', endDate: '2025-03-01' }, 'startDate'],
    [OVERVIEW, { startDate: '2025-01-01', endDate: 'yesterday' }, 'endDate'],
    [OVERVIEW, { startDate: '2025-03-01', endDate: '2025-02-28' }, 'endDate'],
    [OVERVIEW, { ...range, feeMode: 'both' }, 'feeMode'],
    [savingsByMonthView.path, { ...range, granularity: 'year' }, 'granularity'],
    [savingsByMonthView.path, { ...range, withNotAccepted: 'maybe' }, 'withNotAccepted'],
    [OVERVIEW, { startDate: ['2025-01-01', '2025-02-01'], endDate: range.endDate }, 'startDate'],
    [allProcessedDealsView.path, { ...range, currency: 'DOLLARS-OF-SOMEWHERE' }, 'currency'],
    [dynamicFiltersView.path, { productName: 'rail' }, 'productName'],
    [dynamicCurrenciesView.path, { startDate: '1st of May' }, 'startDate'],
  ];

  it.each(badRequests)('answers 400 naming the field for %s %j', async (path, params, field) => {
    const res = await getView(app.server, path, params, app.manager);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_REQUEST');
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(field);
  });

  it('uses one date for both ends when only one is given', async () => {
    const res = await getView<SavingsOverviewData>(
      app.server,
      OVERVIEW,
      { startDate: range.endDate },
      app.manager,
    );
    expect(res.status).toBe(200);
    expect(res.body.annotation).toMatchObject({ startDate: range.endDate, endDate: range.endDate });
  });

  it('offers each TMC only its own corporates and PCCs, shared names included', async () => {
    const northstar = await filterRows(app.manager);
    const bluewave = await filterRows(app.second);
    const names = (rows: FilterRow[]) => new Set(rows.map((r) => r.corporate));
    const bluewaveNames = TMCS.find((t) => t.id === 'bluewave')!.corporates;
    expect([...names(bluewave)].every((name) => bluewaveNames.includes(name))).toBe(true);
    expect(names(bluewave)).toContain('Globex Corporation');
    expect(names(northstar)).toContain('Globex Corporation');
    expect(names(bluewave)).not.toContain('Acme Industries');
    const northstarPccs = new Set(northstar.map((r) => r.pccName));
    expect(bluewave.some((r) => northstarPccs.has(r.pccName))).toBe(false);
  });

  it("never shows a TMC the first TMC's figures, even for a corporate of the same name", async () => {
    const overview = async (token: string, params: Params) =>
      (
        await getView<SavingsOverviewData>(
          app.server,
          OVERVIEW,
          { ...range, currency: 'USD', ...params },
          token,
        )
      ).body.data;
    const globexNorthstar = await overview(app.manager, { corporate: ['Globex Corporation'] });
    const globexBluewave = await overview(app.second, { corporate: ['Globex Corporation'] });
    expect(globexNorthstar.trackedPnrs).toBeGreaterThan(0);
    expect(globexBluewave.trackedPnrs).toBeGreaterThan(0);
    expect(globexBluewave).not.toEqual(globexNorthstar);
    const bluewaveAll = await overview(app.second, {});
    expect(globexBluewave.trackedPnrs).toBeLessThan(bluewaveAll.trackedPnrs);

    const acme = await overview(app.second, { corporate: ['Acme Industries'] });
    expect(acme).toMatchObject({ trackedPnrs: 0, allSentDeals: 0, acceptedSavings: 0, trackedSpend: 0 });
    const northstarPcc = (await filterRows(app.manager))[0]!.pccName;
    expect((await overview(app.second, { pccName: [northstarPcc] })).trackedPnrs).toBe(0);

    const clients = await getView<{ directEnterprise: string }[]>(
      app.server,
      dealsPerClientView.path,
      range,
      app.second,
    );
    const bluewaveNames = TMCS.find((t) => t.id === 'bluewave')!.corporates;
    expect(clients.body.data.length).toBeGreaterThan(0);
    expect(clients.body.data.every((row) => bluewaveNames.includes(row.directEnterprise))).toBe(true);
    const deals = await getView<{ directEnterprise: string }[]>(
      app.server,
      allProcessedDealsView.path,
      range,
      app.second,
    );
    expect(deals.body.data.every((row) => bluewaveNames.includes(row.directEnterprise))).toBe(true);
  });
});
