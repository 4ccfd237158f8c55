import { expect } from 'chai';
import {
  formatPolicyPrice,
  simulateTrips,
  type AdvanceTrip,
  type ComplianceSample,
} from '@tripsight/core/policy';
import { encodeColumns, type CabinComplianceRow } from '@tripsight/core/views';
import { defineAll } from '../../define-all.js';
import { queryClientFor } from '../../internal/query-client.js';
import { deepQuery, deepQueryAll, deepText } from '../../testing/testing.js';

defineAll();

async function until<T>(find: () => T | null | undefined | false, what: string, timeout = 10000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() - start > timeout) {
      throw new Error(`timed out waiting for ${what}: ${deepText(document.body).slice(0, 200)}`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

const deepAll = deepQueryAll;
const deep = deepQuery;
const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

const CABINS = ['Economy', 'Premium Economy', 'Business', 'First'];
const AIRPORTS = ['LHR', 'JFK', 'CDG', 'SIN', 'FRA', 'DXB', 'HND', 'SYD'];
const COUNTRIES = ['United Kingdom', 'United States', 'France', 'Singapore', 'Germany'];

/** 50,000 PNR-summary rows, newest first, with prices that do not follow the date order. */
function summaryRows(count: number): CabinComplianceRow[] {
  return Array.from({ length: count }, (_, i) => ({
    cabinClass: CABINS[i % 4]!,
    mainDestinationAirport: AIRPORTS[(i * 3) % 8]!,
    isCabinCompliant: i % 7 !== 0,
    recordLocator: `R${(i * 7919).toString(36).toUpperCase().padStart(5, 'X').slice(-5)}`,
    longestSegment: ((i * 13) % 150) / 10,
    originAirport: AIRPORTS[i % 8]!,
    ticketingCountry: COUNTRIES[i % 5]!,
    ticketingDate: new Date(Date.UTC(2026, 5, 30) - Math.floor(i / 150) * 864e5).toISOString().slice(0, 10),
    price: 100 + ((i * 7727 + 450000) % 900000) / 100,
    haulType: ['Short', 'Medium', 'Long'][i % 3]!,
  }));
}

function serve(answers: Record<string, unknown>): string[] {
  const urls: string[] = [];
  window.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const key = Object.keys(answers).find((k) => url.split('?')[0]!.endsWith(k));
    if (!key) return Response.json({ error: 'NOT_FOUND', message: url }, { status: 404 });
    return Response.json({ data: answers[key], annotation: { currency: 'USD' }, currencyFields: [] });
  }) as typeof fetch;
  return urls;
}

function mount(inner: string): HTMLElement {
  document.body.innerHTML = `<tripsight-context>${inner}</tripsight-context>`;
  const ctx = document.querySelector('tripsight-context')!;
  ctx.bus.setState((s) => ({ auth: { ...s.auth, status: 'signed-in' } }));
  ctx.accessTokenProvider = async () => 'test-token';
  queryClientFor(ctx.bus).setDefaultOptions({ queries: { retry: false } });
  return ctx as unknown as HTMLElement;
}

describe('policy pages in Chromium', () => {
  const realFetch = window.fetch;
  afterEach(() => {
    document.body.innerHTML = '';
    window.fetch = realFetch;
  });

  it('puts 50,000 PNRs on screen soon after the answer, draws only those in view, and sorts a column', async () => {
    const rows = summaryRows(50000);
    const fields = Object.keys(rows[0]!) as (keyof CabinComplianceRow)[];
    // The answer as the service sends it; the clock starts when the element asks for it.
    const body = JSON.stringify({
      data: { ...encodeColumns(rows, fields), totalRows: 123456, limit: 50000 },
      annotation: { currency: 'USD' },
      currencyFields: [],
    });
    let requested = 0;
    window.fetch = (async () => {
      requested = performance.now();
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    mount('<tripsight-pnr-summary></tripsight-pnr-summary>');
    const summary = document.querySelector('tripsight-pnr-summary')!;
    await until(() => deep(summary, 'tbody tr[aria-rowindex="2"]'), 'the first row');
    await nextFrame();
    const onScreen = performance.now() - requested;
    console.log(`PNR summary: 50,000 rows on screen in ${onScreen.toFixed(0)} ms`);
    // The 400 ms budget is measured on the production build by `pnpm bench` (bench/policy-table.mjs); this
    // development bundle, with React's checks on, stays within it on an idle machine and well inside 1 s loaded.
    expect(onScreen).to.be.below(1000);
    const table = deep(summary, 'table[part="table"]')!;
    expect(table.getAttribute('aria-rowcount')).to.equal('50001');
    expect(deepAll(summary, 'tbody tr[aria-rowindex]').length).to.be.below(60);
    expect(deep(summary, '[part="result-count"]')!.textContent).to.contain('the newest 50,000 of 123,456');
    // Year-day-month, and the newest first.
    expect(deep(summary, 'tbody tr[aria-rowindex="2"] td')!.textContent).to.equal('2026-30-06');

    const priceButton = deepAll(summary, 'th[part="table-header"] button').find((b) =>
      b.textContent?.startsWith('Price'),
    )!;
    const firstPrice = () => deepAll(summary, 'tbody tr[aria-rowindex="2"] td')[6]!.textContent;
    const before = firstPrice();
    const clicked = performance.now();
    (priceButton as HTMLButtonElement).click();
    await until(() => firstPrice() !== before, 'the sorted rows');
    const sorted = performance.now() - clicked;
    console.log(`PNR summary: sort by price in ${sorted.toFixed(0)} ms`);
    // The 50 ms budget of a sort is measured on the production build by `pnpm bench` (bench/policy-table.mjs);
    // this development bundle, with React's checks on, only has to stay well clear of it.
    expect(sorted).to.be.below(250);
    expect(priceButton.closest('th')!.getAttribute('aria-sort')).to.equal('ascending');
    expect(firstPrice()).to.equal(formatPolicyPrice(Math.min(...rows.map((r) => r.price)), 'USD'));

    // The scroll area is focusable and scrolling draws the rows further down.
    const scroller = deep(summary, '[part="table-scroll"]') as HTMLElement;
    expect(scroller.tabIndex).to.equal(0);
    scroller.scrollTop = 36 * 20000;
    await until(() => deep(summary, 'tbody tr[aria-rowindex="20002"]'), 'rows 20,000 down');
  });

  it('applies the price range only with its switch on, and sends the Cabin filter in exclude mode', async () => {
    const rows = summaryRows(300);
    const fields = Object.keys(rows[0]!) as (keyof CabinComplianceRow)[];
    const urls = serve({
      '/detailedTable': { ...encodeColumns(rows, fields), totalRows: 300, limit: 50000 },
    });
    mount('<tripsight-pnr-summary></tripsight-pnr-summary>');
    const summary = document.querySelector('tripsight-pnr-summary')!;
    await until(() => deep(summary, 'tbody tr[aria-rowindex="2"]'), 'the rows');
    const count = () => deep(summary, '[part="result-count"]')!.textContent;
    expect(count()).to.equal('300 PNRs');
    const lowest = deepAll(summary, 'input[type="range"]')[0] as HTMLInputElement;
    expect(lowest.getAttribute('aria-label')).to.equal('Price range: lowest');
    lowest.focus();
    // As a user's drag does: the input's own value setter, then its input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(lowest, '5000');
    lowest.dispatchEvent(new Event('input', { bubbles: true }));
    lowest.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }));
    // Moving the slider switches the filter on (docs/rules/air.md#cabin-class-compliance: each filter has a switch to apply it).
    await until(() => count() !== '300 PNRs', 'the price filter');
    const shown = Number(count()!.split(' ')[0]!.replace(/,/g, ''));
    expect(shown).to.equal(
      rows.filter((r) => r.price > 5000 && r.price < Math.max(...rows.map((x) => x.price)) + 1).length,
    );
    const priceSwitch = deepAll(summary, 'sl-switch')[0] as HTMLElement & { checked: boolean };
    expect(priceSwitch.checked).to.equal(true);
    priceSwitch.click();
    await until(() => count() === '300 PNRs', 'the switch off');

    const cabinSwitch = deepAll(summary, 'sl-switch')[1] as HTMLElement;
    const exclude = deepAll(summary, 'sl-radio-button').find((b) => b.textContent === 'Exclude')!;
    cabinSwitch.click();
    (exclude as HTMLElement).click();
    await until(() => urls.some((u) => u.includes('cabinFilterMode=exclude')), 'the exclude mode sent');
  });

  it('replays the sample again when the policy rule moves, and the pies follow', async () => {
    const trips: AdvanceTrip[] = Array.from({ length: 400 }, (_, i) => ({
      cabinClass: i % 5 === 0 ? 'Business' : 'Economy',
      haulType: i % 2 ? 'Long' : 'Medium',
      cityPair: 'LHR-JFK',
      daysInAdvance: i % 60,
      price: 900 + (60 - (i % 60)) * 15,
      directEnterprise: `Client ${i % 3}`,
      pccName: `PCC${i % 4}`,
    }));
    const sample = {
      topWidgets: {
        ...simulateTrips(trips, { policyRule: 1, days: 14, breakdownBy: 'all', cityPair: null }),
      },
      topRoutes: [],
      trips,
    };
    serve({ '/sampleData': sample });
    mount('<tripsight-compliance-simulator mode="demo"></tripsight-compliance-simulator>');
    const simulator = document.querySelector('tripsight-compliance-simulator')!;
    const summary = () => deep(simulator, '[part="simulator-summary"]')?.textContent ?? '';
    await until(() => summary().includes('Under a 1 day rule'), 'the first simulation');
    const legend = () =>
      deepAll(simulator, '[part="legend"]')
        .map((l) => l.textContent)
        .join('|');
    const before = legend();
    const range = deepAll(simulator, 'sl-range').find(
      (r) => (r as HTMLElement & { label: string }).label === 'Advanced purchase policy rule',
    ) as HTMLElement & { value: number };
    const input = range.shadowRoot!.querySelector('input')!;
    input.focus();
    for (let i = 0; i < 20; i += 1)
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    range.value = 21;
    range.dispatchEvent(new Event('sl-change', { bubbles: true, composed: true }));
    await until(() => summary().includes('Under a 21 days rule'), 'the simulation under 21 days');
    expect(legend()).not.to.equal(before);
    expect(
      deepAll(simulator, '[part="simulator-group"]').map((g) => g.querySelector('h4')!.textContent),
    ).to.deep.equal(['Business', 'Economy']);
  });

  it('keeps the Compliance Report pies readable on a phone, two to a row', async () => {
    const sample: Pick<ComplianceSample, 'pies'> = {
      pies: {
        pointOfSale: ['United States', 'France', 'Germany', 'Italy'].flatMap((category, i) => [
          { category, name: 'Compliant spend' as const, value: 80, spend: 8000 - i * 500 },
          { category, name: 'Non-compliant spend' as const, value: 20, spend: 2000 },
        ]),
        cabinClass: [],
        haul: [],
      },
    };
    serve({ '/sampleData': sample });
    document.body.innerHTML = `<tripsight-context style="display:block;width:390px"><tripsight-compliance-report mode="poc"></tripsight-compliance-report></tripsight-context>`;
    const report = document.querySelector('tripsight-compliance-report')!;
    await until(() => deepAll(report, '[part="report-pie"]').length === 4, 'the pies');
    const [first, second] = deepAll(report, '[part="report-pie"]').map((p) => p.getBoundingClientRect());
    expect(first!.top).to.equal(second!.top);
    expect(second!.right).to.be.at.most(390);
  });

  it('renders both pages from the sample in POC and demo modes, charts painted, styleable through their parts', async () => {
    const trips: AdvanceTrip[] = Array.from({ length: 200 }, (_, i) => ({
      cabinClass: ['Economy', 'Business', 'Premium Economy'][i % 3]!,
      haulType: i % 2 ? 'Long' : 'Short',
      cityPair: i % 2 ? 'LHR-JFK' : 'LHR-CDG',
      daysInAdvance: i % 45,
      price: 700 + (45 - (i % 45)) * 20,
      directEnterprise: `Client ${i % 3}`,
      pccName: `PCC${i % 2}`,
    }));
    const simulated = simulateTrips(trips, {
      policyRule: 14,
      days: 14,
      breakdownBy: 'cabinClass',
      cityPair: null,
    });
    const rows = summaryRows(120);
    const advanced = {
      topWidgets: {
        costOfNonCompliance: 1234.5,
        nonCompliantPnrs: simulated.outOfPolicyPnrs,
        totalPnrs: 200,
        compliantSpend: simulated.totalSpend - simulated.outOfPolicySpend,
        nonCompliantSpend: simulated.outOfPolicySpend,
        compliancePercentage: 71.2,
        averageAdvancePurchase: 22,
        byCabin: [{ cabinClass: 'Business', nonCompliantSpend: 5000, airPnrs: 12 }],
        overTime: [
          { ticketingDate: '2026-05-01', compliancePercentage: 70, compliantSpend: 7, totalSpend: 10 },
          { ticketingDate: '2026-06-01', compliancePercentage: 72, compliantSpend: 7.2, totalSpend: 10 },
        ],
      },
      topRoutes: [],
      trips,
    };
    const compliance = {
      topWidgets: {
        gauge: [
          { isCabinCompliant: true, tktPrice: 8000, airPnrs: 100 },
          { isCabinCompliant: false, tktPrice: 2000, airPnrs: 20 },
        ],
      },
      ytdTrend: [{ ticketingDate: '2026-01-01', cabinCompliancePercentage: 80 }],
      pies: {
        pointOfSale: [
          { category: 'France', name: 'Compliant spend' as const, value: 80, spend: 8000 },
          { category: 'France', name: 'Non-compliant spend' as const, value: 20, spend: 2000 },
        ],
        cabinClass: [],
        haul: [],
      },
      rawData: rows,
    };
    window.fetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      const data = url.includes('chosenModule=advancedPurchase') ? advanced : compliance;
      return Response.json({ data, annotation: { currency: 'USD' }, currencyFields: [] });
    }) as typeof fetch;
    const style = document.createElement('style');
    style.id = 'policy-parts';
    style.textContent = 'tripsight-advanced-purchase::part(value) { color: rgb(1, 2, 3); }';
    document.head.append(style);
    try {
      mount(
        '<tripsight-advanced-purchase mode="demo"></tripsight-advanced-purchase><tripsight-cabin-class-compliance mode="poc"></tripsight-cabin-class-compliance>',
      );
      const advancedPage = document.querySelector('tripsight-advanced-purchase')!;
      const cabinPage = document.querySelector('tripsight-cabin-class-compliance')!;
      await until(
        () => deepAll(advancedPage, '[part="chart"][data-painted]').length >= 5,
        'the advanced purchase charts',
      );
      await until(() => deepAll(cabinPage, '[part="chart"][data-painted]').length >= 3, 'the cabin charts');
      expect(advancedPage.shadowRoot!.querySelector('[part="badge"]')!.textContent).to.equal('Demo');
      expect(cabinPage.shadowRoot!.querySelector('[part="badge"]')!.textContent).to.equal('POC');
      // The figures may land after the charts: wait for one before reading its style.
      await until(() => deep(advancedPage, '[part="value"]') != null, 'the advanced purchase figures');
      const value = deep(advancedPage, '[part="value"]')!;
      expect(getComputedStyle(value).color).to.equal('rgb(1, 2, 3)');
      expect(deepText(cabinPage)).to.contain('80.00%');
      // Every chart offers its data as a table.
      expect(deepAll(cabinPage, '[part="view-as-table"]').length).to.be.at.least(3);
    } finally {
      style.remove();
    }
  });
});
