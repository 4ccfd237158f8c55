import {
  allProcessedDealsView,
  allTimeSavingsView,
  dealsPerClientView,
  dynamicCurrenciesView,
  dynamicFiltersView,
  feedbackView,
  rebookingRatioView,
  rebookingSuccessView,
  rebookingTableView,
  savingsByCountryView,
  savingsByMonthView,
  savingsOverviewView,
  trackedByCountryView,
  trackedSpendView,
  type SavingsOverviewData,
} from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';
import { daysAgo, getView, total, type Params } from './analytics-client.js';

interface FilterRow {
  gds: string;
  region: string;
  continent: string;
  pointOfSale: string;
  corporate: string;
  pccName: string;
  currency: string;
}

const range = { startDate: daysAgo(800), endDate: daysAgo(1) };

describe('Faresaver savings views', () => {
  let server: TestServer;
  let manager: string;
  let filterRows: FilterRow[];
  const overview = async (params: Params = {}) =>
    (await getView<SavingsOverviewData>(server, savingsOverviewView.path, { ...range, ...params }, manager))
      .body;

  beforeAll(async () => {
    server = await startTestServer({ datasetRows: 6000 });
    manager = await tokenFor(server, 'manager');
    filterRows = (
      await getView<FilterRow[]>(server, dynamicFiltersView.path, { productName: 'air' }, manager)
    ).body.data;
  });
  afterAll(async () => server?.close());

  it('answers the overview with every savings metric, money fields named', async () => {
    const { data, annotation, currencyFields } = await overview({ currency: 'USD' });
    expect(Object.keys(data).sort()).toEqual(
      [
        'acceptedSavings',
        'rebookedPNRs',
        'savingsNotAccepted',
        'savingsNotAcceptedPNRs',
        'potentialSavingsWithFilters',
        'rebookingPerformanceRatio',
        'trackedSpend',
        'trackedPnrs',
        'validPnrs',
        'acceptedDeals',
        'allSentDeals',
        'notAcceptedDeals',
        'goLiveDate',
      ].sort(),
    );
    expect(data.acceptedSavings).toBeGreaterThan(0);
    expect(data.potentialSavingsWithFilters).toBeCloseTo(data.acceptedSavings + data.savingsNotAccepted, 1);
    expect(data.acceptedDeals + data.notAcceptedDeals).toBe(data.allSentDeals);
    expect(data.rebookingPerformanceRatio).toBeCloseTo((100 * data.acceptedDeals) / data.allSentDeals, 1);
    expect(data.validPnrs).toBeLessThanOrEqual(data.trackedPnrs);
    expect(data.goLiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(annotation).toMatchObject({ currency: 'USD', feeMode: 'gross', ...range });
    expect(currencyFields).toEqual(expect.arrayContaining(['acceptedSavings', 'trackedSpend']));
  });

  it('sums savings by month, week and day to the accepted savings for the same filters', async () => {
    const corporate = filterRows
      .map((r) => r.corporate)
      .filter((c, i, all) => all.indexOf(c) === i)
      .slice(0, 3);
    for (const granularity of ['month', 'week', 'day']) {
      for (const params of [{}, { corporate, currency: 'EUR', feeMode: 'net' }] as Params[]) {
        const { data } = await overview(params);
        const months = await getView<
          {
            resultDateCreatedAt: string;
            acceptedSavings: number;
            rebookedPNRs: number;
            savingsNotAccepted: number;
          }[]
        >(
          server,
          savingsByMonthView.path,
          { ...range, ...params, granularity, withNotAccepted: true },
          manager,
        );
        expect(months.status).toBe(200);
        expect(total(months.body.data, 'acceptedSavings')).toBeCloseTo(data.acceptedSavings, 0);
        expect(total(months.body.data, 'rebookedPNRs')).toBe(data.rebookedPNRs);
        expect(total(months.body.data, 'savingsNotAccepted')).toBeCloseTo(data.savingsNotAccepted, 0);
        expect(months.body.annotation.granularity).toBe(granularity);
      }
    }
  });

  it('starts each period on its first day and leaves savings not accepted out unless asked', async () => {
    const { body } = await getView<{ resultDateCreatedAt: string; savingsNotAccepted?: number }[]>(
      server,
      savingsByMonthView.path,
      { ...range, granularity: 'month' },
      manager,
    );
    expect(body.data.length).toBeGreaterThan(12);
    for (const row of body.data) {
      expect(row.resultDateCreatedAt).toMatch(/^\d{4}-\d{2}-01$/);
      expect(row).not.toHaveProperty('savingsNotAccepted');
    }
    const weeks = await getView<{ resultDateCreatedAt: string }[]>(
      server,
      savingsByMonthView.path,
      { ...range, granularity: 'week' },
      manager,
    );
    for (const row of weeks.body.data)
      expect(new Date(`${row.resultDateCreatedAt}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('gives each set of corporates its own go-live date, the earliest of theirs', async () => {
    const corporates = [...new Set(filterRows.map((row) => row.corporate))];
    const own = new Map<string, string | null>();
    for (const corporate of corporates)
      own.set(corporate, (await overview({ corporate: [corporate] })).data.goLiveDate);
    const dates = [...own.values()].filter((date): date is string => date !== null).sort();
    expect(new Set(dates).size).toBeGreaterThan(1);
    expect((await overview()).data.goLiveDate).toBe(dates[0]);
    const [first, second] = corporates;
    const pair = [own.get(first!), own.get(second!)].filter((d): d is string => d !== null).sort();
    expect((await overview({ corporate: [first!, second!] })).data.goLiveDate).toBe(pair[0] ?? null);
    // Asked again, each set still answers its own (the date is remembered per set).
    expect((await overview({ corporate: [second!] })).data.goLiveDate).toBe(own.get(second!));
  });

  it('narrows every figure with each filter group, and an unknown value matches nothing', async () => {
    const all = (await overview()).data;
    for (const group of ['gds', 'region', 'continent', 'pointOfSale', 'corporate', 'pccName'] as const) {
      const value = filterRows[0]![group];
      const narrowed = (await overview({ [group]: [value] })).data;
      expect(narrowed.trackedPnrs, group).toBeGreaterThan(0);
      expect(narrowed.trackedPnrs, group).toBeLessThan(all.trackedPnrs);
      expect(narrowed.allSentDeals, group).toBeLessThan(all.allSentDeals);
      const nothing = (await overview({ [group]: ['No such value'] })).data;
      expect(nothing, group).toMatchObject({
        trackedPnrs: 0,
        allSentDeals: 0,
        acceptedSavings: 0,
        goLiveDate: null,
      });
    }
  });

  it('adds up two values of one filter group to the sum of each alone', async () => {
    const [a, b] = filterRows.map((r) => r.corporate).filter((c, i, all) => all.indexOf(c) === i);
    const one = (await overview({ corporate: [a!], currency: 'USD' })).data;
    const two = (await overview({ corporate: [b!], currency: 'USD' })).data;
    const both = (await overview({ corporate: [a!, b!], currency: 'USD' })).data;
    expect(both.trackedPnrs).toBe(one.trackedPnrs + two.trackedPnrs);
    expect(both.acceptedSavings).toBeCloseTo(one.acceptedSavings + two.acceptedSavings, 1);
  });

  it('takes the TMC transaction fee off in net mode, so net savings are below gross', async () => {
    const gross = (await overview({ currency: 'GBP' })).data;
    const net = (await overview({ currency: 'GBP', feeMode: 'net' })).data;
    expect(net.acceptedSavings).toBeGreaterThan(0);
    expect(net.acceptedSavings).toBeLessThan(gross.acceptedSavings);
    expect(net.savingsNotAccepted).toBeLessThan(gross.savingsNotAccepted);
    expect(net.rebookedPNRs).toBe(gross.rebookedPNRs);
    expect(net.trackedSpend).toBe(gross.trackedSpend);
  });

  it('reports money in USD, EUR or GBP, and in the branch default currency otherwise', async () => {
    const usd = (await overview({ currency: 'USD' })).data;
    const eur = (await overview({ currency: 'EUR' })).data;
    expect(eur.trackedSpend / usd.trackedSpend).toBeCloseTo(0.92, 2);
    const cad = filterRows.find((r) => r.currency === 'CAD')!;
    const branch = await overview({ pccName: [cad.pccName], currency: 'JPY' });
    expect(branch.annotation).toMatchObject({
      currency: 'CAD',
      branchDefaultCurrency: true,
      requestedCurrency: 'JPY',
    });
    const inUsd = (await overview({ pccName: [cad.pccName], currency: 'USD' })).data;
    expect(branch.data.trackedSpend / inUsd.trackedSpend).toBeCloseTo(1.36, 2);
    const mixed = await overview();
    expect(mixed.annotation.currency).toBe('EUR');
  });

  it('keeps the other views consistent with the overview', async () => {
    const data = (await overview()).data;
    const view = async <T>(path: string) => (await getView<T>(server, path, range, manager)).body.data;
    const tracked = await view<{ trackedSpend: number; trackedPnrs: number; validPnrs: number }>(
      trackedSpendView.path,
    );
    expect(tracked).toEqual({
      trackedSpend: data.trackedSpend,
      trackedPnrs: data.trackedPnrs,
      validPnrs: data.validPnrs,
    });
    const byCountry = await view<{ trackedSpend: number; trackedPnrs: number }[]>(trackedByCountryView.path);
    expect(total(byCountry, 'trackedPnrs')).toBe(data.trackedPnrs);
    const savingsByCountry = await view<{ acceptedSavings: number; rebookedPNRs: number }[]>(
      savingsByCountryView.path,
    );
    expect(total(savingsByCountry, 'acceptedSavings')).toBeCloseTo(data.acceptedSavings, 0);
    const sorted = savingsByCountry.map((r) => r.acceptedSavings);
    expect(sorted).toEqual([...sorted].sort((x, y) => y - x));
    const clients = await view<{ allSentDeals: number; acceptedDeals: number; savingsNotAccepted: number }[]>(
      dealsPerClientView.path,
    );
    expect(total(clients, 'allSentDeals')).toBe(data.allSentDeals);
    expect(total(clients, 'acceptedDeals')).toBe(data.acceptedDeals);
    const feedback = await view<{ feedbackMeaningPlatform: string; savingsNotAccepted: number }[]>(
      feedbackView.path,
    );
    expect(total(feedback, 'savingsNotAccepted')).toBeCloseTo(data.savingsNotAccepted, 0);
    expect(feedback.every((r) => r.feedbackMeaningPlatform.length > 0)).toBe(true);
    const allTime = await view<{ acceptedSavings: number; rebookedPNRs: number; itinGoLiveDate: string }>(
      allTimeSavingsView.path,
    );
    expect(allTime.acceptedSavings).toBeGreaterThanOrEqual(data.acceptedSavings);
    expect(allTime.rebookedPNRs).toBeGreaterThanOrEqual(data.rebookedPNRs);
    expect(allTime.itinGoLiveDate >= data.goLiveDate!).toBe(true);
    const success = await view<{
      rebookingPerformanceRatio: number;
      allSentDeals: number;
      acceptedDeals: number;
    }>(rebookingSuccessView.path);
    expect(success).toEqual({
      rebookingPerformanceRatio: data.rebookingPerformanceRatio,
      allSentDeals: data.allSentDeals,
      acceptedDeals: data.acceptedDeals,
    });
    const ratio = await view<{ allSentDeals: number }[]>(rebookingRatioView.path);
    expect(total(ratio, 'allSentDeals')).toBe(data.allSentDeals);
    const table = await view<{ acceptedSavings: number }[]>(rebookingTableView.path);
    expect(total(table, 'acceptedSavings')).toBeCloseTo(data.acceptedSavings, 0);
  });

  it('lists at most 500 processed deals, newest first', async () => {
    const { data } = (
      await getView<
        {
          resultDateCreatedAt: string;
          dealStatus: string;
          acceptedSavings: number;
          potentialSavings: number;
          feedbackMeaningPlatform: string | null;
        }[]
      >(server, allProcessedDealsView.path, range, manager)
    ).body;
    expect(data).toHaveLength(500);
    const dates = data.map((r) => r.resultDateCreatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of data) {
      expect(['Rebooked', 'Not accepted']).toContain(row.dealStatus);
      if (row.dealStatus === 'Rebooked') expect(row.acceptedSavings).toBe(row.potentialSavings);
      else expect(row.feedbackMeaningPlatform).toBeTruthy();
    }
  });

  it('offers the distinct filter combinations and the branch currencies within the filters', async () => {
    expect(filterRows.length).toBeGreaterThan(20);
    expect(new Set(filterRows.map((r) => r.gds))).toEqual(
      new Set(['Sabre', 'Amadeus', 'Galileo', 'Apollo', 'Abacus']),
    );
    const all = await getView<{ tmcBranchDefaultCurrency: string }[]>(
      server,
      dynamicCurrenciesView.path,
      {},
      manager,
    );
    expect(all.body.data.map((r) => r.tmcBranchDefaultCurrency)).toEqual(['CAD', 'EUR', 'GBP', 'USD']);
    const uk = await getView<{ tmcBranchDefaultCurrency: string }[]>(
      server,
      dynamicCurrenciesView.path,
      { pointOfSale: ['United Kingdom'] },
      manager,
    );
    expect(uk.body.data).toEqual([{ tmcBranchDefaultCurrency: 'GBP' }]);
  });
});
