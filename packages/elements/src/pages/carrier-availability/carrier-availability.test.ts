import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineAll } from '../../define-all.js';
import { cubeAnswer } from '../../testing/cube-answer.js';
import { stubCubeFetch } from '../../testing/stub-fetch.js';
import { deepQuery, deepQueryAll, deepText, mountInContext, until } from '../../testing/testing.js';

const S = 'FaresaverSegmentsView';
const segment = (i: number, over: Record<string, string | number> = {}) => ({
  [`${S}.recordLocator`]: `PNR${String(i).padStart(3, '0')}`,
  [`${S}.segmentIndex`]: 1,
  [`${S}.ticketingCountry`]: 'France',
  [`${S}.itinIssuedAt`]: '2026-01-01T00:00:00.000',
  [`${S}.itinTicketedAt`]: '2026-01-02T00:00:00.000',
  [`${S}.departureTime`]: '2026-02-01T00:00:00.000',
  [`${S}.daysBeforeDeparture`]: 10 + i,
  [`${S}.fareLetter`]: 'Y',
  [`${S}.preferedCarrierFareCombination`]: i % 2 ? 'AF Y' : 'BA J',
  [`${S}.targetFareUsd`]: 250.5,
  [`${S}.fareBasisCode`]: 'YSAVR',
  [`${S}.cityPair`]: i % 3 ? 'CDG-JFK' : 'LHR-SIN',
  [`${S}.preferredFareAvailabilityStatus`]: [
    'Available and booked',
    'Available and not booked',
    'Not available',
  ][i % 3] as string,
  ...over,
});

const stubCube = (rows: Record<string, string | number>[]) =>
  stubCubeFetch((query) => cubeAnswer(query, rows));

describe('<tripsight-carrier-availability> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it(
    'shows the chart and the PNR table from one 50,000-row analytics query, and filters them',
    { timeout: 20000 },
    async () => {
      const queries = stubCube(Array.from({ length: 12 }, (_, i) => segment(i)));
      mountInContext('<tripsight-carrier-availability></tripsight-carrier-availability>');
      const page = document.querySelector('tripsight-carrier-availability')!;
      await until(() => deepText(page).includes('PNR000'), 'the PNR table', 8000);
      const text = deepText(page);
      expect(page.shadowRoot!.querySelector('[part="heading"]')?.textContent).toBe('Carrier availability');
      for (const shown of [
        'Record locator',
        'Segment #',
        'Ticketing country',
        'Booking date',
        'Ticketing date',
        'Days before departure',
        'Fare class',
        'Target fare',
        'Fare basis',
        'City pair',
        'Status',
        'Preferred fare availability status',
        'Route Picker',
        'Preferred carrier and fare combination',
        'Clear Filters',
        '2026-01-02',
      ])
        expect(text).toContain(shown);
      expect(queries[0]?.limit).toBe(50000);
      expect(queries[0]?.dimensions).toContain(`${S}.preferredFareAvailabilityStatus`);
      // Route Picker: All, CDG-JFK, LHR-SIN (the dropdown addresses its options by position).
      const route = deepQuery(page, '[part="route-picker"] sl-select') as HTMLElement & { value: string };
      route.value = '2';
      route.dispatchEvent(new Event('sl-change'));
      await until(() => !deepText(page).includes('PNR001'), 'the route filter', 4000);
      expect(deepText(page)).toContain('PNR003');
      const statusMenu = deepQueryAll(page, '[part="multi-select"] sl-menu')[0] as HTMLElement;
      const allStatuses = statusMenu.querySelector('sl-menu-item')!;
      statusMenu.dispatchEvent(new CustomEvent('sl-select', { detail: { item: allStatuses } }));
      await until(
        () => deepText(page).includes('Looks like there is no data here yet!'),
        'no status kept',
        4000,
      );
      expect(deepText(page)).toContain('None');
      (deepQuery(page, '[part="clear-filters"]') as HTMLButtonElement).click();
      await until(() => deepText(page).includes('PNR001'), 'Clear Filters', 4000);
    },
  );

  it('is composed of the card elements, each of which also works alone', async () => {
    const queries = stubCube(Array.from({ length: 6 }, (_, i) => segment(i)));
    mountInContext(`<tripsight-carrier-availability></tripsight-carrier-availability>
      <tripsight-carrier-availability-status></tripsight-carrier-availability-status>
      <tripsight-carrier-pnr-summary filters='{"route":"LHR-SIN","statuses":["Available and booked"],"combinations":["BA J"],"days":{"from":0,"to":350}}'></tripsight-carrier-pnr-summary>`);
    const page = document.querySelector('tripsight-carrier-availability')!;
    await until(() => deepText(page).includes('PNR000'), 'the page table', 8000);
    for (const tag of ['tripsight-carrier-availability-status', 'tripsight-carrier-pnr-summary'])
      expect(page.shadowRoot!.querySelector(tag), tag).not.toBeNull();
    // querySelector stays out of the page's shadow root: these are the cards placed alone.
    const status = document.querySelector('tripsight-carrier-availability-status')!;
    await until(
      () => deepText(status).includes('Preferred fare availability status'),
      'the chart alone',
      8000,
    );
    const table = document.querySelector('tripsight-carrier-pnr-summary')!;
    await until(() => deepText(table).includes('PNR000'), 'the filtered table alone', 8000);
    // Only PNR000 is on LHR-SIN, Available and booked, BA J.
    expect(deepText(table)).not.toContain('PNR003');
    expect(deepText(table)).toContain('1 of 6 segments');
    // The page and the cards ask the same query (one call on a dashboard, whose cache keeps answers
    // for 5 minutes; this test's client keeps none).
    expect(new Set(queries.map((q) => JSON.stringify(q))).size).toBe(1);
  });

  it('shows the empty state when the query answers no rows', async () => {
    stubCube([]);
    mountInContext('<tripsight-carrier-availability></tripsight-carrier-availability>');
    const page = document.querySelector('tripsight-carrier-availability')!;
    await until(
      () => deepText(page).includes('Looks like there is no data here yet!'),
      'the empty state',
      8000,
    );
    expect(deepText(page)).toContain('extend');
  });

  it('shows sample rows without a service call in POC and demo modes', async () => {
    for (const [mode, badge] of [
      ['poc', 'POC'],
      ['demo', 'Demo'],
    ]) {
      const queries = stubCube([]);
      mountInContext(`<tripsight-carrier-availability mode="${mode}"></tripsight-carrier-availability>`);
      const page = document.querySelector('tripsight-carrier-availability')!;
      await until(() => deepText(page).includes('Available and not booked'), `the ${mode} sample`, 8000);
      expect(page.shadowRoot!.querySelector('[part="badge"]')?.textContent).toBe(badge);
      expect(queries).toHaveLength(0);
      document.body.innerHTML = '';
    }
  });
});
