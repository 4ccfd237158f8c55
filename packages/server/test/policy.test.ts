import { CATEGORY_SORT_ORDER, gaugeFigures, PNR_SUMMARY_LIMIT } from '@tripsight/core/policy';
import {
  advancedPurchaseSimulationView,
  advancedPurchaseTopRoutesView,
  advancedPurchaseView,
  cabinComplianceDistributionView,
  cabinComplianceGaugeView,
  cabinComplianceTableView,
  cabinComplianceYtdView,
  decodeColumns,
  type AdvancedPurchaseData,
  type CabinComplianceTable,
  type ChartSeriesRow,
  type GaugeRow,
  type MonthlyTrendRow,
  type SimulationData,
  type TopRouteRow,
} from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import { signedInServer } from './signed-in.js';
import { tokenWithoutTmc } from './tokens.js';
import { daysAgo, getView, LAST_400_DAYS_USD, okView, total, type Params } from './analytics-client.js';

const range = LAST_400_DAYS_USD;
const POLICY_PATHS = [
  advancedPurchaseView.path,
  advancedPurchaseTopRoutesView.path,
  advancedPurchaseSimulationView.path,
  cabinComplianceTableView.path,
  cabinComplianceYtdView.path,
  cabinComplianceGaugeView.path,
  cabinComplianceDistributionView.path,
];

describe('policy insights views', () => {
  const app = signedInServer();

  const view = <T>(path: string, params: Params = {}, token = app.manager) =>
    okView<T>(app.server, path, { ...range, ...params }, token);
  const table = async (params: Params = {}, token = app.manager) => {
    const body = await view<CabinComplianceTable>(cabinComplianceTableView.path, params, token);
    return { ...body.data, rows: decodeColumns(body.data) };
  };

  it('serves every view at the spec paths, to a signed-in caller of a TMC only', async () => {
    expect(POLICY_PATHS).toEqual([
      '/api/views/air/policyInsights/advancedPurchase/advancedPurchase',
      '/api/views/air/policyInsights/advancedPurchase/topRoutes',
      '/api/views/air/policyInsights/advancedPurchase/simulation',
      '/api/views/air/policyInsights/cabinCompliance/detailedTable',
      '/api/views/air/policyInsights/cabinCompliance/ytdTable',
      '/api/views/air/policyInsights/cabinCompliance/gaugeSpend',
      '/api/views/air/policyInsights/cabinCompliance/distribution',
    ]);
    const noTmc = await tokenWithoutTmc(app.server, 'manager');
    for (const path of POLICY_PATHS) {
      expect((await getView(app.server, path, range)).status, path).toBe(401);
      expect((await getView(app.server, path, range, noTmc)).status, path).toBe(403);
    }
  });

  it('puts compliant spend over total spend in the advanced purchase gauge, with the cost and the PNRs out of policy', async () => {
    const { data, currencyFields, annotation } = await view<AdvancedPurchaseData>(advancedPurchaseView.path);
    expect(data.totalPnrs).toBeGreaterThan(100);
    expect(data.nonCompliantPnrs).toBeGreaterThan(0);
    expect(data.nonCompliantPnrs).toBeLessThan(data.totalPnrs);
    expect(data.compliancePercentage).toBeCloseTo(
      (100 * data.compliantSpend) / (data.compliantSpend + data.nonCompliantSpend),
      1,
    );
    expect(data.costOfNonCompliance).toBeGreaterThan(0);
    expect(data.costOfNonCompliance).toBeLessThan(data.nonCompliantSpend);
    expect(total(data.byCabin, 'nonCompliantSpend')).toBeCloseTo(data.nonCompliantSpend, 0);
    expect(total(data.byCabin, 'airPnrs')).toBe(data.nonCompliantPnrs);
    expect(data.byCabin[0]?.cabinClass).toBe('Business');
    expect(data.averageAdvancePurchase).toBeGreaterThan(20);
    expect(currencyFields).toContain('costOfNonCompliance');
    expect(annotation).toMatchObject({ granularity: 'month', window: 14, currency: 'USD' });
    expect(data.overTime.length).toBeGreaterThan(10);
    expect(data.overTime.every((r) => r.ticketingDate.endsWith('-01'))).toBe(true);
    const weeks = await view<AdvancedPurchaseData>(advancedPurchaseView.path, { granularity: 'week' });
    expect(weeks.data.overTime.length).toBeGreaterThan(50);
    const euros = await view<AdvancedPurchaseData>(advancedPurchaseView.path, { currency: 'EUR' });
    expect(euros.data.nonCompliantSpend).toBeCloseTo(data.nonCompliantSpend * 0.92, -1);
  });

  it('lists the top routes by spend, as many as asked', async () => {
    const { data } = await view<TopRouteRow[]>(advancedPurchaseTopRoutesView.path, { limit: 5 });
    expect(data).toHaveLength(5);
    expect(data.map((r) => r.spend)).toEqual([...data.map((r) => r.spend)].sort((a, b) => b - a));
    expect(data[0]!.cityPair).toMatch(/^[A-Z]{3}-[A-Z]{3}$/);
    expect(data[0]!.originCity).not.toBe('');
    expect((await view<TopRouteRow[]>(advancedPurchaseTopRoutesView.path)).data).toHaveLength(20);
  });

  it('replays the bookings under the simulated rule: groups, clients, PCCs and the cost curve agree', async () => {
    const { data } = await view<SimulationData>(advancedPurchaseSimulationView.path);
    expect(data).toMatchObject({ policyRule: 1, days: 14, breakdownBy: 'cabinClass', cityPair: null });
    const advanced = (await view<AdvancedPurchaseData>(advancedPurchaseView.path)).data;
    expect(data.totalPnrs).toBe(advanced.totalPnrs);
    expect(total(data.groups, 'totalPnrs')).toBe(data.totalPnrs);
    expect(total(data.groups, 'outOfPolicyPnrs')).toBe(data.outOfPolicyPnrs);
    expect(data.groups.map((g) => g.group)).toEqual(
      CATEGORY_SORT_ORDER.filter((c) => data.groups.some((g) => g.group === c)),
    );
    expect(data.curve).toHaveLength(100);
    expect(data.curve[0]).toEqual({
      policyRule: 1,
      outOfPolicyPnrs: data.outOfPolicyPnrs,
      costOfNonCompliance: data.costOfNonCompliance,
    });
    const strict = (
      await view<SimulationData>(advancedPurchaseSimulationView.path, { policyRule: 21, days: 30 })
    ).data;
    expect(strict.outOfPolicyPnrs).toBeGreaterThan(data.outOfPolicyPnrs);
    expect(strict.costOfNonCompliance).toBeGreaterThan(data.costOfNonCompliance);
    expect(total(strict.clients, 'outOfPolicyPnrs')).toBe(strict.outOfPolicyPnrs);
    expect(total(strict.pccs, 'outOfPolicyPnrs')).toBe(strict.outOfPolicyPnrs);
    // Each cell's cost is shared among the parties above its fare: clients and PCCs add up to the
    // total to the cent, for every rule.
    const cents = (value: number) => Math.round(value * 100);
    for (const simulation of [data, strict]) {
      for (const parties of [simulation.clients, simulation.pccs]) {
        expect(cents(total(parties, 'costOfNonCompliance'))).toBe(cents(simulation.costOfNonCompliance));
        expect(cents(total(parties, 'outOfPolicySpend'))).toBe(cents(simulation.outOfPolicySpend));
      }
    }
    expect(strict.clients.map((c) => c.costOfNonCompliance)).toEqual(
      [...strict.clients.map((c) => c.costOfNonCompliance)].sort((a, b) => b - a),
    );
    const byHaul = (
      await view<SimulationData>(advancedPurchaseSimulationView.path, { breakdownBy: 'haulType' })
    ).data;
    expect(byHaul.groups.map((g) => g.group)).toEqual(['Long haul', 'Medium haul', 'Short haul']);
    const all = (await view<SimulationData>(advancedPurchaseSimulationView.path, { breakdownBy: 'all' }))
      .data;
    expect(all.groups.map((g) => g.group)).toEqual(['All bookings']);
  });

  it('replays one city pair, and nothing for a pair nobody flies', async () => {
    const [route] = (await view<TopRouteRow[]>(advancedPurchaseTopRoutesView.path, { limit: 1 })).data;
    const one = (
      await view<SimulationData>(advancedPurchaseSimulationView.path, { cityPair: route!.cityPair })
    ).data;
    expect(one.cityPair).toBe(route!.cityPair);
    expect(one.totalPnrs).toBe(route!.airPnrs);
    const none = (await view<SimulationData>(advancedPurchaseSimulationView.path, { cityPair: 'XXX-YYY' }))
      .data;
    expect(none).toMatchObject({ totalPnrs: 0, groups: [], clients: [] });
    const every = (await view<SimulationData>(advancedPurchaseSimulationView.path, { cityPair: 'All' })).data;
    expect(every.cityPair).toBeNull();
  });

  it('sends the PNR summary as columns, newest first, with the row count in scope', async () => {
    const summary = await table();
    const gauge = (await view<GaugeRow[]>(cabinComplianceGaugeView.path)).data;
    expect(summary.limit).toBe(PNR_SUMMARY_LIMIT);
    expect(summary.totalRows).toBe(total(gauge, 'airPnrs'));
    expect(summary.rows).toHaveLength(Math.min(summary.totalRows, PNR_SUMMARY_LIMIT));
    const [first] = summary.rows;
    expect(Object.keys(first!).sort()).toEqual(
      [
        'cabinClass',
        'haulType',
        'isCabinCompliant',
        'longestSegment',
        'mainDestinationAirport',
        'originAirport',
        'price',
        'recordLocator',
        'ticketingCountry',
        'ticketingDate',
      ].sort(),
    );
    expect(first!.ticketingDate).toBe(
      summary.rows
        .map((r) => r.ticketingDate)
        .sort()
        .at(-1),
    );
    expect(
      summary.rows.every((r) => r.ticketingDate >= range.startDate && r.ticketingDate <= range.endDate),
    ).toBe(true);
    expect(summary.rows.every((r) => /^[A-Z0-9]{6}$/.test(r.recordLocator) && r.price > 0)).toBe(true);
    expect(new Set(summary.rows.map((r) => r.haulType))).toEqual(new Set(['Short', 'Medium', 'Long']));
    expect(total(summary.rows, 'price')).toBeCloseTo(total(gauge, 'tktPrice'), -1);
  });

  it('filters the PNR summary by cabin and policy, in include and exclude mode', async () => {
    const business = await table({ cabinFilter: 'Business' });
    expect(business.rows.length).toBeGreaterThan(0);
    expect(business.rows.every((r) => r.cabinClass === 'Business')).toBe(true);
    const notBusiness = await table({ cabinFilter: 'Business', cabinFilterMode: 'exclude' });
    expect(notBusiness.rows.some((r) => r.cabinClass === 'Business')).toBe(false);
    expect(business.totalRows + notBusiness.totalRows).toBe((await table()).totalRows);
    const outOfPolicy = await table({ policyFilter: 'No' });
    expect(outOfPolicy.rows.every((r) => !r.isCabinCompliant)).toBe(true);
    const notOut = await table({ policyFilter: 'No', policyFilterMode: 'exclude' });
    expect(notOut.rows.every((r) => r.isCabinCompliant)).toBe(true);
    const all = await table({ cabinFilter: 'All', cabinFilterMode: 'exclude', policyFilter: 'All' });
    expect(all.totalRows).toBe(business.totalRows + notBusiness.totalRows);
    const gauge = (await view<GaugeRow[]>(cabinComplianceGaugeView.path, { policyFilter: 'Yes' })).data;
    expect(gauge.map((g) => g.isCabinCompliant)).toEqual([true]);
  });

  it('gives the cabin gauge rows and a whole-percent trend per month of the year to date', async () => {
    const gauge = (await view<GaugeRow[]>(cabinComplianceGaugeView.path)).data;
    expect(gauge.map((g) => g.isCabinCompliant)).toEqual([true, false]);
    const figures = gaugeFigures(gauge);
    expect(figures.compliancePercentage).toBeGreaterThan(50);
    expect(figures.compliancePercentage).toBeLessThan(100);
    const end = daysAgo(1);
    const ytd = await view<MonthlyTrendRow[]>(cabinComplianceYtdView.path, {
      startDate: daysAgo(10),
      endDate: end,
    });
    expect(ytd.annotation.yearStart).toBe(`${end.slice(0, 4)}-01-01`);
    expect(ytd.data.map((r) => r.ticketingDate)).toEqual(
      Array.from(
        { length: Number(end.slice(5, 7)) },
        (_, i) => `${end.slice(0, 4)}-${String(i + 1).padStart(2, '0')}-01`,
      ),
    );
    expect(ytd.data.every((r) => Number.isInteger(r.cabinCompliancePercentage))).toBe(true);
  });

  it('splits spend into compliant and non-compliant per point of sale, cabin and haul', async () => {
    const gaugeSpend = total((await view<GaugeRow[]>(cabinComplianceGaugeView.path)).data, 'tktPrice');
    for (const breakdownBy of ['pointOfSale', 'cabinClass', 'haul']) {
      const { data, annotation } = await view<ChartSeriesRow[]>(cabinComplianceDistributionView.path, {
        breakdownBy,
      });
      expect(annotation.breakdownBy).toBe(breakdownBy);
      expect(total(data, 'spend')).toBeCloseTo(gaugeSpend, -1);
      const categories = [...new Set(data.map((r) => r.category))];
      for (const category of categories) {
        const slices = data.filter((r) => r.category === category);
        expect(slices.map((s) => s.name)).toEqual(['Compliant spend', 'Non-compliant spend']);
        expect(slices[0]!.value + slices[1]!.value).toBeCloseTo(100, 5);
      }
      if (breakdownBy === 'haul') expect(categories).toEqual(['Long haul', 'Medium haul', 'Short haul']);
      if (breakdownBy === 'cabinClass')
        expect(categories).toEqual(['Business', 'Economy', 'First', 'Premium Economy']);
    }
    const defaulted = await view<ChartSeriesRow[]>(cabinComplianceDistributionView.path);
    expect(defaulted.annotation.breakdownBy).toBe('pointOfSale');
  });

  it("never shows a TMC another's bookings", async () => {
    const northstar = await table();
    const bluewave = await table({}, app.second);
    const locators = new Set(northstar.rows.map((r) => r.recordLocator));
    expect(bluewave.rows.filter((r) => locators.has(r.recordLocator)).length).toBeLessThan(
      bluewave.rows.length / 100,
    );
    expect(total(bluewave.rows, 'price')).not.toBeCloseTo(total(northstar.rows, 'price'), 0);
    const acme = await view<SimulationData>(
      advancedPurchaseSimulationView.path,
      { corporate: ['Acme Industries'] },
      app.second,
    );
    expect(acme.data.totalPnrs).toBe(0);
    const acmeTable = await table({ corporate: ['Acme Industries'] }, app.second);
    expect(acmeTable).toMatchObject({ totalRows: 0, length: 0 });
    const globex = await view<SimulationData>(
      advancedPurchaseSimulationView.path,
      { corporate: ['Globex Corporation'] },
      app.second,
    );
    expect(globex.data.clients.every((c) => c.party === 'Globex Corporation')).toBe(true);
  });

  const badRequests: [string, Params, string][] = [
    [advancedPurchaseSimulationView.path, { policyRule: 0 }, 'policyRule'],
    [advancedPurchaseSimulationView.path, { policyRule: 101 }, 'policyRule'],
    [advancedPurchaseSimulationView.path, { days: 'fourteen' }, 'days'],
    [advancedPurchaseSimulationView.path, { breakdownBy: 'pointOfSale' }, 'breakdownBy'],
    [advancedPurchaseSimulationView.path, { cityPair: 'LHRJFK' }, 'cityPair'],
    [advancedPurchaseTopRoutesView.path, { limit: 0 }, 'limit'],
    [advancedPurchaseView.path, { granularity: 'year' }, 'granularity'],
    [cabinComplianceTableView.path, { cabinFilter: 'Sleeper' }, 'cabinFilter'],
    [cabinComplianceTableView.path, { cabinFilterMode: 'invert' }, 'cabinFilterMode'],
    [cabinComplianceGaugeView.path, { policyFilter: 'Maybe' }, 'policyFilter'],
    [cabinComplianceDistributionView.path, { breakdownBy: 'carrier' }, 'breakdownBy'],
    [cabinComplianceYtdView.path, { endDate: '2026-02-30' }, 'endDate'],
  ];

  it.each(badRequests)('answers 400 naming the field for %s %j', async (path, params, field) => {
    const res = await getView(app.server, path, { ...range, ...params }, app.manager);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_REQUEST');
    expect(res.body.field).toBe(field);
  });
});
