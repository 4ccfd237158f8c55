import { expect } from 'chai';
import type { CubeQuery } from '@tripsight/core/cube';
import { defineAll } from '../../define-all.js';
import { cubeAnswer } from '../../testing/cube-answer.js';
import { fakeService, mountSignedIn, type FakeService } from '../../testing/filter-bar-support.js';
import { deepQueryAll, leafText as text } from '../../testing/testing.js';

defineAll();

const I = 'FaresaverItinerariesView';
const S = 'FaresaverSegmentsView';
const STATUSES = ['Available and booked', 'Available and not booked', 'Not available'];

async function until(check: () => boolean, what: string, timeout = 10000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 15));
  }
}

const segments = Array.from({ length: 50000 }, (_, i) => ({
  [`${S}.recordLocator`]: `R${String(i).padStart(5, '0')}`,
  [`${S}.segmentIndex`]: 1 + (i % 2),
  [`${S}.ticketingCountry`]: 'France',
  [`${S}.itinIssuedAt`]: '2026-01-01T00:00:00.000',
  [`${S}.itinTicketedAt`]: '2026-01-02T00:00:00.000',
  [`${S}.departureTime`]: '2026-02-01T00:00:00.000',
  [`${S}.daysBeforeDeparture`]: i % 300,
  [`${S}.fareLetter`]: 'Y',
  [`${S}.preferedCarrierFareCombination`]: i % 2 ? 'AF Y' : 'BA J',
  [`${S}.targetFareDefaultCurrency`]: 100 + (i % 50),
  [`${S}.fareBasisCode`]: 'YSAVR',
  [`${S}.cityPair`]: i % 3 ? 'CDG-JFK' : 'LHR-SIN',
  [`${S}.preferredFareAvailabilityStatus`]: STATUSES[i % 3] as string,
}));

function cubeService(): FakeService {
  return fakeService((url, init) => {
    if (url.pathname === '/cubejs-api/v1/load') {
      const { query } = JSON.parse(String(init?.body)) as { query: CubeQuery & { dimensions: string[] } };
      const dimension = query.dimensions[0] ?? '';
      const data = dimension.startsWith(S)
        ? segments
        : ['KLM', 'Qantas', 'Swiss'].map((label, i) => ({
            [dimension]: label,
            [`${I}.lowestNegociatedFarePnrRatio`]: 90 - i * 15,
            [`${I}.countPnrs`]: 10,
            [`${I}.spendDefaultCurrency`]: 1000,
          }));
      return Response.json(cubeAnswer(query, data));
    }
    if (url.pathname.endsWith('/negotiatedFareFunnel'))
      return Response.json({
        data: [{ label: 'KLM', loadedPnrs: 50, availablePnrs: 20, chosenPnrs: 18 }],
        annotation: { currency: 'USD' },
        currencyFields: [],
      });
    if (url.pathname.endsWith('/negotiatedFareAdoption'))
      return Response.json({
        data: { trackedPnrs: 100, trackedPnrsWithNegotiatedFare: 40, negotiatedFareAdoption: 40 },
        annotation: { currency: 'USD' },
        currencyFields: [],
      });
    if (url.pathname.endsWith('/lowestNegoFarePnrRatio'))
      return Response.json({
        data: { lowestNegociatedFarePnrRatio: 55.5, countPnrs: 40, catSuccess: 80, lifSuccess: 0 },
        annotation: { currency: 'USD' },
        currencyFields: [],
      });
    return undefined;
  });
}

describe('supplier insights pages in Chromium', () => {
  let service: FakeService | null = null;
  afterEach(() => {
    service?.restore();
    document.body.innerHTML = '';
  });

  it('draws the negotiated fares figures and the top carriers bars', async () => {
    service = cubeService();
    mountSignedIn('<tripsight-negotiated-fares-adoption></tripsight-negotiated-fares-adoption>');
    const page = document.querySelector('tripsight-negotiated-fares-adoption')!;
    await until(
      () =>
        text(page).includes('KLM') &&
        text(page).includes('40.00%') &&
        text(page).includes('55.50%') &&
        deepQueryAll(page, '[part~="chart"] svg rect').length >= 3,
      'the figures of both views and the bars',
    );
    expect(text(page)).to.include('40.00%');
    expect(text(page)).to.include('55.50%');
    expect(text(page)).not.to.include('LIF success');
    await until(
      () => text(page).includes('Not available at the point of sale: a supplier problem'),
      'the funnel',
    );
    expect(text(page)).not.to.include('An error has occurred');
  });

  it('keeps 50,000 PNR rows out of the document but a window, and sorts them on a click', async () => {
    service = cubeService();
    const started = performance.now();
    mountSignedIn('<tripsight-carrier-availability></tripsight-carrier-availability>');
    const page = document.querySelector('tripsight-carrier-availability')!;
    await until(() => text(page).includes('R00000'), 'the first rows');
    const onScreen = performance.now() - started;
    const rows = deepQueryAll(page, '[part="table"] tbody tr');
    expect(rows.length).to.be.lessThan(200);
    expect(onScreen).to.be.lessThan(5000);
    const header = deepQueryAll(page, '[part="table"] th button').find((b) =>
      b.textContent?.includes('Days before departure'),
    ) as HTMLButtonElement;
    const before = performance.now();
    header.click();
    await until(() => !text(page).includes('R00000 ') || text(page).includes('R00300'), 'the sorted rows');
    expect(performance.now() - before).to.be.lessThan(1000);
    expect(deepQueryAll(page, '[part~="chart"] svg rect').length).to.be.greaterThan(2);
  });

  it('composes the carrier availability cards as elements and works its multi selects from the keyboard at 390 px', async () => {
    service = cubeService();
    mountSignedIn(
      '<div style="width: 390px"><tripsight-carrier-availability></tripsight-carrier-availability></div>',
    );
    const page = document.querySelector('tripsight-carrier-availability')!;
    await until(() => text(page).includes('R00000'), 'the first rows');
    const root = page.shadowRoot!;
    expect(root.querySelector('tripsight-carrier-availability-status')).not.to.equal(null);
    expect(root.querySelector('tripsight-carrier-pnr-summary')).not.to.equal(null);
    const base = root.querySelector<HTMLElement>('[part="grid"]')!;
    expect(base.scrollWidth, 'no sideways scrolling at 390 px').to.be.at.most(base.clientWidth + 1);
    const [statuses] = deepQueryAll(root, '[part="multi-select"] sl-dropdown') as (HTMLElement & {
      open: boolean;
    })[];
    const trigger = statuses!.querySelector<HTMLElement>('[slot="trigger"]')!;
    trigger.focus();
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));
    await until(() => statuses!.open, 'the status menu open');
    const all = statuses!.querySelector<HTMLElement>('sl-menu-item')!;
    await until(() => all.matches(':focus') || all.getAttribute('tabindex') === '0', 'All focused');
    all.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await until(() => text(page).includes('Looks like there is no data here yet!'), 'no status kept');
    expect(trigger.textContent).to.include('None');
    all.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await until(() => text(page).includes('R00000'), 'every status again');
    expect(trigger.textContent).to.include('All');
  });
});
