import { HOTEL_REPORTS } from '@tripsight/core/export';
import { dynamicCurrenciesView, dynamicFiltersView } from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, getView } from './analytics-client.js';
import { factsOf, fetchReport, workbookOf } from './report-client.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

const range = { startDate: daysAgo(365), endDate: daysAgo(1) };
const reportPath = (name: string) => HOTEL_REPORTS.find((report) => report.name === name)!.path;

// Issue 22 item 2: a tab sends its catalogue product name (`productName`: docs/rules/shell.md#tab-catalogue).
describe('productName: product types and the catalogue product names', () => {
  let server: TestServer;
  let manager: string;

  beforeAll(async () => {
    server = await startTestServer({ datasetRows: 2000 });
    manager = await tokenFor(server, 'manager');
  }, 120_000);
  afterAll(async () => server?.close());

  const filters = (productName: string) =>
    getView<unknown[]>(server, dynamicFiltersView.path, { productName }, manager);

  it('answers the filter lists of a product name as those of its product type', async () => {
    for (const [name, type] of [
      ['Faresaver', 'air'],
      ['Hotelsaver', 'hotel'],
      ['HPA Premium', 'hpaPremium'],
      ['Hotel Supplier Insights', 'hotelInsights'],
    ] as const) {
      const byName = await filters(name);
      const byType = await filters(type);
      expect(byName.status, name).toBe(200);
      expect(byName.body.data.length, name).toBeGreaterThan(0);
      expect(byName.body.data, name).toEqual(byType.body.data);
      expect(byName.body.annotation, name).toEqual({ productName: name, productType: type });
      expect(byType.body.annotation, type).toEqual({ productName: type });
    }
  });

  it('answers the branch currencies of a product name as those of its product type', async () => {
    const currencies = (productName: string) =>
      getView<{ tmcBranchDefaultCurrency: string }[]>(
        server,
        dynamicCurrenciesView.path,
        { ...range, productName },
        manager,
      );
    for (const [name, type] of [
      ['Faresaver', 'air'],
      ['Hotelsaver', 'hotel'],
    ] as const) {
      const [byName, byType] = [await currencies(name), await currencies(type)];
      expect(byName.status, name).toBe(200);
      expect(byName.body.data.length, name).toBeGreaterThan(0);
      expect(byName.body.data, name).toEqual(byType.body.data);
    }
    expect((await currencies('Wellness')).status).toBe(400);
  });

  it('still refuses a name the catalogue does not know, naming productName', async () => {
    for (const name of ['rail', 'faresaver', 'Wellness']) {
      const res = await filters(name);
      expect(res.status, name).toBe(400);
      expect(JSON.stringify(res.body), name).toContain('productName');
    }
  });

  it('exports a hotel report for productName=Hotelsaver as for hotel, the name in its information', async () => {
    const path = reportPath('hotelsSavingsDetailsReport');
    const byName = await fetchReport(server, path, { ...range, productName: 'Hotelsaver' }, manager);
    expect(byName.status).toBe(200);
    const named = await workbookOf(byName);
    expect(factsOf(named).get('Product')).toBe('Hotelsaver');
    const byType = await fetchReport(server, path, { ...range, productName: 'hotel' }, manager);
    expect(byType.status).toBe(200);
    const typed = await workbookOf(byType);
    expect(named.worksheets[0]!.rowCount).toBeGreaterThan(1);
    expect(named.worksheets[0]!.rowCount).toBe(typed.worksheets[0]!.rowCount);
    const air = await fetchReport(server, path, { ...range, productName: 'Faresaver' }, manager);
    expect(air.status).toBe(400);
    expect(await air.json()).toMatchObject({ field: 'productName' });
  });
});
