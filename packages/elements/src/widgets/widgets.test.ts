import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@tripsight/core/format';
import { DEMO_SAVINGS_METRICS } from '@tripsight/core/savings';
import { savingsOverviewView, type SavingsOverviewData } from '@tripsight/core/views';
import { defineAll } from '../define-all.js';
import { deepQueryAll, deepText, fakeFetch, mountInContext, until } from '../testing/testing.js';

const overview: SavingsOverviewData = {
  acceptedSavings: 1234.5,
  rebookedPNRs: 17,
  savingsNotAccepted: 400,
  savingsNotAcceptedPNRs: 6,
  potentialSavingsWithFilters: 1634.5,
  rebookingPerformanceRatio: 62.5,
  trackedSpend: 2_500_000,
  trackedPnrs: 900,
  validPnrs: 880,
  acceptedDeals: 20,
  allSentDeals: 32,
  notAcceptedDeals: 12,
  goLiveDate: '2024-01-01',
};

describe('savings widgets (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('shows accepted savings in the currency of the answer', async () => {
    const fake = fakeFetch({ '/savingsOverview': { data: overview, currency: 'EUR' } });
    vi.stubGlobal('fetch', fake.fetch);
    mountInContext('<tripsight-accepted-savings></tripsight-accepted-savings>');
    await until(() => deepText(document.body).includes('€1,234.5'), 'the accepted savings');
    const text = deepText(document.body);
    expect(text).toContain('Savings accepted');
    expect(text).toContain('20 deals rebooked');
    expect(text).toContain('Savings accepted = savings from rebooked deals');
    expect(fake.urls[0]).toContain(`${savingsOverviewView.path}?`);
    // The overview always holds the not-accepted figures: the flag it ignores is not sent.
    expect(fake.urls[0]).not.toContain('withNotAccepted');
  });

  it('shows the skeleton while loading, then the empty state for an empty period', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const fake = fakeFetch({
      '/savingsOverview': { data: { ...overview, acceptedSavings: 0, trackedPnrs: 0, allSentDeals: 0 } },
    });
    vi.stubGlobal('fetch', async (url: string) => {
      await gate;
      return fake.fetch(url);
    });
    mountInContext('<tripsight-rebooked-pnrs></tripsight-rebooked-pnrs>');
    await until(() => deepQueryAll(document.body, '[part="skeleton"]').length > 0, 'the skeleton');
    release();
    await until(
      () => deepText(document.body).includes('Looks like there is no data here yet!'),
      'the empty state',
    );
    expect(deepText(document.body)).toMatch(/extend.*time frame.*contact support/);
  });

  it("shows 'An error has occurred' when the call fails and tells the host", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ '/trackedSpend': { status: 500, error: 'INTERNAL', message: 'warehouse down' } }).fetch,
    );
    const ctx = mountInContext('<tripsight-tracked-spend></tripsight-tracked-spend>');
    const errors: string[] = [];
    ctx.addEventListener('tripsight-error', (e) => errors.push(e.detail.message));
    await until(() => deepText(document.body).includes('An error has occurred'), 'the error fallback');
    // The one catalogue (docs/rules/operations.md#service-errors) speaks for a 500, not the service's internal message.
    expect(deepText(document.body)).toContain('Internal server error. Please try again later.');
    expect(deepText(document.body)).not.toContain('warehouse down');
    expect(errors).toContain('Internal server error. Please try again later.');
  });

  it('reads the demo metrics in demo mode without calling the service', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    mountInContext('<tripsight-accepted-savings mode="demo"></tripsight-accepted-savings>');
    const expected = formatMoney(DEMO_SAVINGS_METRICS.savingsOverview.acceptedSavings, 'USD');
    await until(() => deepText(document.body).includes(expected), 'the demo figure');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows an error for an unknown mode', async () => {
    vi.stubGlobal('fetch', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mountInContext('<tripsight-rebooked-pnrs mode="bogus"></tripsight-rebooked-pnrs>');
    await until(() => deepText(document.body).includes('invalid savings mode: bogus'), 'the mode error');
  });

  it('asks savings by month per week for a 30-day range and offers the data as a table', async () => {
    const fake = fakeFetch({
      '/savingsByMonth': {
        data: [
          { resultDateCreatedAt: '2026-03-02', acceptedSavings: 500, rebookedPNRs: 3 },
          { resultDateCreatedAt: '2026-03-09', acceptedSavings: 750.25, rebookedPNRs: 4 },
        ],
        currency: 'GBP',
      },
    });
    vi.stubGlobal('fetch', fake.fetch);
    mountInContext(
      '<tripsight-savings-by-month></tripsight-savings-by-month>',
      'start-date="2026-03-01" end-date="2026-03-31"',
    );
    await until(() => deepQueryAll(document.body, '[part="view-as-table"]').length > 0, 'the chart');
    expect(fake.urls[0]).toContain('granularity=week');
    expect(deepText(document.body)).toContain('Savings by week');
    (deepQueryAll(document.body, '[part="view-as-table"]')[0] as HTMLButtonElement).click();
    await until(() => deepQueryAll(document.body, 'table[part="table"]').length > 0, 'the table');
    const text = deepText(document.body);
    expect(text).toContain('Wk of Mar 9');
    expect(text).toContain('£750.25');
  });

  it('shows the first 5 countries only', async () => {
    const rows = ['US', 'GB', 'DE', 'FR', 'BR', 'SG'].map((code, i) => ({
      ticketingCountryCode: code,
      ticketingCountry: `Country ${code}`,
      acceptedSavings: 600 - i * 100,
      rebookedPNRs: 1,
    }));
    vi.stubGlobal('fetch', fakeFetch({ '/savingsByCountry': { data: rows } }).fetch);
    mountInContext('<tripsight-top-countries></tripsight-top-countries>');
    await until(() => deepQueryAll(document.body, '[part="view-as-table"]').length > 0, 'the chart');
    (deepQueryAll(document.body, '[part="view-as-table"]')[0] as HTMLButtonElement).click();
    await until(() => deepQueryAll(document.body, 'table[part="table"] tbody tr').length > 0, 'the table');
    expect(deepQueryAll(document.body, 'table[part="table"] tbody tr')).toHaveLength(5);
    expect(deepText(document.body)).not.toContain('Country SG');
  });

  it('shows the toolkit threshold of 300 in the currency and the 4 % cap', async () => {
    vi.stubGlobal('fetch', fakeFetch({ '/savingsOverview': { data: overview, currency: 'GBP' } }).fetch);
    mountInContext('<tripsight-savings-toolkit></tripsight-savings-toolkit>');
    await until(() => deepText(document.body).includes('£300'), 'the threshold');
    const text = deepText(document.body);
    expect(text).toContain('about 4% of spend');
    expect(deepQueryAll(document.body, '[data-band]')[0]?.getAttribute('data-band')).toBe('green');
  });

  it('sorts deals per client by the spec rule when a heading is clicked', async () => {
    const client = (name: string, sent: number) => ({
      directEnterprise: name,
      allSentDeals: sent,
      acceptedDeals: 1,
      notAcceptedDeals: sent - 1,
      acceptedSavings: 10,
      savingsNotAccepted: 5,
    });
    vi.stubGlobal(
      'fetch',
      fakeFetch({ '/savings': { data: [client('Initech', 5), client('Globex', 40), client('Acme', 12)] } })
        .fetch,
    );
    mountInContext('<tripsight-deals-per-client></tripsight-deals-per-client>');
    const names = () =>
      deepQueryAll(document.body, 'tbody tr').map((tr) => tr.firstElementChild?.textContent);
    await until(() => names().length === 3, 'the rows');
    expect(names()).toEqual(['Globex', 'Acme', 'Initech']);
    const heading = () =>
      deepQueryAll(document.body, 'th button').find((b) =>
        b.textContent?.startsWith('Deals sent'),
      ) as HTMLButtonElement;
    heading().click();
    await until(() => names()[0] === 'Initech', 'ascending order');
    expect(names()).toEqual(['Initech', 'Acme', 'Globex']);
    heading().click();
    await until(() => names()[0] === 'Globex', 'descending order');
    expect(deepText(document.body)).toContain('Deals sent');
  });

  it('gives the feedback reasons shares that total 100', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/feedback': {
          data: [
            { feedbackMeaningPlatform: 'Loyalty programme', notAcceptedDeals: 1, savingsNotAccepted: 1 },
            { feedbackMeaningPlatform: 'Deal expired', notAcceptedDeals: 1, savingsNotAccepted: 1 },
            { feedbackMeaningPlatform: 'Schedule', notAcceptedDeals: 1, savingsNotAccepted: 1 },
          ],
        },
      }).fetch,
    );
    mountInContext('<tripsight-feedback-breakdown></tripsight-feedback-breakdown>');
    await until(() => deepQueryAll(document.body, '[part="view-as-table"]').length > 0, 'the chart');
    (deepQueryAll(document.body, '[part="view-as-table"]')[0] as HTMLButtonElement).click();
    await until(() => deepQueryAll(document.body, 'tbody tr').length === 3, 'the table');
    const shares = deepQueryAll(document.body, 'tbody td').map((td) => td.textContent);
    expect(shares).toEqual(['34%', '33%', '33%']);
  });

  it('shows amounts by one rule (full, with 2 decimals) and names PNRs and deals apart', async () => {
    const fake = fakeFetch({
      '/savingsOverview': { data: overview, currency: 'EUR' },
      '/trackedSpend': {
        data: { trackedSpend: 2_500_000, trackedPnrs: 900, validPnrs: 880 },
        currency: 'EUR',
      },
      '/savings': {
        data: [
          {
            directEnterprise: 'Globex',
            allSentDeals: 32,
            acceptedDeals: 20,
            notAcceptedDeals: 12,
            acceptedSavings: 1234.5,
            savingsNotAccepted: 400,
          },
        ],
        currency: 'EUR',
      },
      '/feedback': {
        data: [
          { feedbackMeaningPlatform: 'Loyalty programme', notAcceptedDeals: 7, savingsNotAccepted: 250.4 },
          { feedbackMeaningPlatform: 'Deal expired', notAcceptedDeals: 5, savingsNotAccepted: 149.6 },
        ],
        currency: 'EUR',
      },
    });
    vi.stubGlobal('fetch', fake.fetch);
    mountInContext(`<tripsight-tracked-spend></tripsight-tracked-spend>
      <tripsight-savings-not-accepted></tripsight-savings-not-accepted>
      <tripsight-deals-per-client></tripsight-deals-per-client>
      <tripsight-feedback-breakdown></tripsight-feedback-breakdown>`);
    await until(() => deepText(document.body).includes('Deals not accepted'), 'the per-client table');
    await until(() => deepText(document.body).includes('€2,500,000.00'), 'the tracked spend in full');
    await until(() => deepText(document.body).includes('deals not accepted, by'), 'the feedback total');
    await until(() => deepText(document.body).includes('total savings sent'), 'the savings not accepted');
    const text = deepText(document.body);
    expect(text).toContain('€400.00');
    expect(text).toContain('€1,634.50 total savings sent');
    expect(text).toContain('6 PNRs (12 deals)');
    expect(text).toContain("12 deals not accepted, by the traveller's feedback");
    expect(text).not.toMatch(/[€$£]\d[\d,]*\.\d(?!\d)/);
    const headings = deepQueryAll(document.body, 'tripsight-deals-per-client th').map((th) => th.textContent);
    expect(headings.some((h) => h?.startsWith('Deals not accepted'))).toBe(true);
  });

  it('labels every tick of a money axis with one unit and precision', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/savingsByMonth': {
          data: [
            { resultDateCreatedAt: '2026-03-02', acceptedSavings: 900, rebookedPNRs: 3 },
            { resultDateCreatedAt: '2026-03-09', acceptedSavings: 2300, rebookedPNRs: 4 },
          ],
          currency: 'EUR',
        },
      }).fetch,
    );
    mountInContext(
      '<tripsight-savings-by-month></tripsight-savings-by-month>',
      'start-date="2026-03-01" end-date="2026-03-31"',
    );
    await until(() => deepQueryAll(document.body, '[part="chart"] svg').length > 0, 'the chart');
    const ticks = deepQueryAll(document.body, '[part="chart"] svg text')
      .map((t) => t.textContent ?? '')
      .filter((t) => t.startsWith('€'));
    expect(ticks).toEqual(['€0', '€0.5k', '€1.0k', '€1.5k', '€2.0k', '€2.5k']);
  });
});
