import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineAll } from '../../define-all.js';
import { deepQueryAll, deepText, fakeFetch, mountInContext, until } from '../../testing/testing.js';

const table = [
  {
    directEnterprise: 'Globex',
    allSentDeals: 10,
    acceptedDeals: 9,
    rebookingPerformanceRatio: 90,
    acceptedSavings: 900,
  },
  {
    directEnterprise: 'Initech',
    allSentDeals: 10,
    acceptedDeals: 4,
    rebookingPerformanceRatio: 40,
    acceptedSavings: 300,
  },
  {
    directEnterprise: 'Acme',
    allSentDeals: 10,
    acceptedDeals: 6,
    rebookingPerformanceRatio: 60,
    acceptedSavings: 500,
  },
];
const deals = [
  {
    recordLocator: 'ABC123',
    directEnterprise: 'Globex',
    resultDateCreatedAt: '2026-03-02',
    ticketingCountryCode: 'US',
    dealStatus: 'Rebooked',
    potentialSavings: 120,
    acceptedSavings: 120,
    feedbackMeaningPlatform: null,
  },
];

describe('<tripsight-rebooking-performance> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it("shows 'Well done!' above the 80 % benchmark with the improved target", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/rebookingSuccess': { data: { rebookingPerformanceRatio: 85, allSentDeals: 20, acceptedDeals: 17 } },
        '/RebookingTable': { data: table },
        '/allProcessedDeals': { data: deals, currency: 'EUR' },
      }).fetch,
    );
    mountInContext('<tripsight-rebooking-performance></tripsight-rebooking-performance>');
    await until(() => deepText(document.body).includes('Well done!'), 'the benchmark message');
    const text = deepText(document.body);
    expect(text).toContain('85.00%');
    expect(text).toContain('Improved target: 90.00%');
    await until(() => deepText(document.body).includes('ABC123'), 'the processed deals');
    expect(deepText(document.body)).toContain('€120');
    const bars = deepQueryAll(document.body, '[data-colour]').map((b) => b.getAttribute('data-colour'));
    expect(bars).toEqual(['green', 'yellow', 'orange']);
  });

  it('shows no message under the benchmark and the ratio plus 20 as target', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/rebookingSuccess': { data: { rebookingPerformanceRatio: 45, allSentDeals: 20, acceptedDeals: 9 } },
        '/RebookingTable': { data: table },
        '/allProcessedDeals': { data: deals },
      }).fetch,
    );
    mountInContext('<tripsight-rebooking-performance></tripsight-rebooking-performance>');
    await until(() => deepText(document.body).includes('Improved target: 65.00%'), 'the target');
    expect(deepText(document.body)).not.toContain('Well done!');
  });

  it("shows 'No data for rebooking success' when no deal was sent", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/rebookingSuccess': { data: { rebookingPerformanceRatio: 0, allSentDeals: 0, acceptedDeals: 0 } },
        '/RebookingTable': { data: [] },
        '/allProcessedDeals': { data: [] },
      }).fetch,
    );
    mountInContext('<tripsight-rebooking-performance></tripsight-rebooking-performance>');
    await until(() => deepText(document.body).includes('No data for rebooking success'), 'the empty state');
  });

  it('names the countries of the processed deals and keeps their dates on one line, MM/DD/YYYY', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/rebookingSuccess': { data: { rebookingPerformanceRatio: 50, allSentDeals: 2, acceptedDeals: 1 } },
        '/RebookingTable': { data: table },
        '/allProcessedDeals': { data: deals, currency: 'USD' },
      }).fetch,
    );
    mountInContext('<tripsight-rebooking-performance></tripsight-rebooking-performance>');
    await until(() => deepText(document.body).includes('ABC123'), 'the processed deals');
    const row = deepQueryAll(document.body, 'tbody tr').find((tr) => tr.textContent?.includes('ABC123'))!;
    const cells = [...row.children];
    expect(row.textContent).toContain('United States');
    expect(row.textContent).not.toMatch(/\bUS\b/);
    expect(cells[0]!.textContent).toBe('03/02/2026');
    expect(cells[0]!.classList.contains('ts-nowrap')).toBe(true);
    expect(row.textContent).toContain('$120.00');
  });
});
