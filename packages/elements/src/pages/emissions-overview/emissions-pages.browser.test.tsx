import { expect } from 'chai';
import { defineAll } from '../../define-all.js';
import { fakeService, mountSignedIn, type FakeService } from '../../testing/filter-bar-support.js';
import { deepQueryAll, leafText as text } from '../../testing/testing.js';

defineAll();

async function until(check: () => boolean, what: string, timeout = 10000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 15));
  }
}

const figures = (co2eKg: number, pnrs: number, distanceKm: number) => ({ co2eKg, pnrs, distanceKm });
const METHODS = ['desnz-2024-rf', 'ademe-2018'];

/** The emissions views, each figure scaled by the method asked for (ADEME: half), with a target line. */
function emissionsService(): FakeService {
  const answer = (data: unknown, method: string) =>
    Response.json({
      data,
      annotation: { currency: 'EUR', method: { id: method, source: 'test', factorYear: 2024 } },
      currencyFields: ['fareDifference'],
    });
  return fakeService((url) => {
    const method = url.searchParams.get('method') ?? METHODS[0]!;
    const k = method === 'ademe-2018' ? 0.5 : 1;
    const path = url.pathname;
    if (path.endsWith('/air/emissions/overview'))
      return answer(
        {
          summary: {
            ...figures(123_456.7 * k, 300, 900_000),
            co2eKgPerPnr: 411.5 * k,
            co2eGramsPerKm: 137.2 * k,
          },
          byMonth: [
            { month: '2026-01-01', ...figures(60_000 * k, 140, 430_000) },
            { month: '2026-02-01', ...figures(63_456.7 * k, 160, 470_000) },
          ],
          byCabin: [{ cabinClass: 'Business', ...figures(80_000 * k, 40, 300_000) }],
          byHaul: [{ haul: 'Long-haul', ...figures(100_000 * k, 90, 700_000) }],
        },
        method,
      );
    if (path.endsWith('/air/emissions/targetLine'))
      return answer(
        [
          { month: '2026-01-01', targetKg: 55_000 * k },
          { month: '2026-02-01', targetKg: 54_000 * k },
        ],
        method,
      );
    if (path.endsWith('/air/emissions/byRoute'))
      return answer([{ route: 'LHR-JFK', ...figures(50_000 * k, 20, 220_000) }], method);
    if (path.endsWith('/air/emissions/byCarrier'))
      return answer([{ carrier: 'British Airways', ...figures(70_000 * k, 120, 400_000) }], method);
    if (path.endsWith('/air/emissions/byClient'))
      return answer([{ client: 'Initech', ...figures(90_000 * k, 200, 600_000) }], method);
    if (path.endsWith('/hotel/emissions/overview'))
      return answer(
        {
          summary: { co2eKg: 2_080 * k, nights: 200, co2eKgPerNight: 10.4 * k },
          byCountry: [{ country: 'United Kingdom', countryCode: 'GB', co2eKg: 2_080 * k, nights: 200 }],
          byMonth: [{ month: '2026-01-01', co2eKg: 2_080 * k, nights: 200 }],
        },
        method,
      );
    if (path.endsWith('/air/emissions/alternatives'))
      return answer(
        [
          { kind: 'lowerCabin', pnrs: 40, co2eKgSaved: 52_000 * k, fareDifference: -88_000 },
          { kind: 'businessUnder4h', pnrs: 12, co2eKgSaved: 4_000 * k, fareDifference: -9_000 },
          { kind: 'nonStop', pnrs: 8, co2eKgSaved: 1_200 * k, fareDifference: 900 },
        ].map((row) => ({ ...row, client: 'Initech', route: 'LHR-JFK' })),
        method,
      );
    return undefined;
  });
}

/** Picks the method switch's option `index` as a user does (Shoelace's select fires sl-change). */
function chooseMethod(page: Element, index: number): void {
  const select = deepQueryAll(page, 'sl-select[part~="choice"]')[0] as HTMLElement & { value: string };
  select.value = String(index);
  select.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
}

describe('emissions pages in Chromium', () => {
  let service: FakeService | null = null;
  afterEach(() => {
    service?.restore();
    document.body.innerHTML = '';
  });

  it('draws the overview: totals, the monthly bars with the target line, tables; a method switch asks again', async () => {
    service = emissionsService();
    const bus = mountSignedIn('<tripsight-emissions-overview></tripsight-emissions-overview>');
    const page = document.querySelector('tripsight-emissions-overview')!;
    await until(
      () =>
        text(page).includes('123.5 t CO2e') &&
        text(page).includes('Reduction target') &&
        deepQueryAll(page, '[part~="chart"] svg rect').length >= 2 &&
        deepQueryAll(page, '[part~="chart"] svg path').length >= 1,
      'the totals, the bars and the target line',
    );
    expect(text(page)).to.include('LHR-JFK');
    expect(text(page)).to.include('United Kingdom');
    expect(text(page)).to.include('factor year 2024');
    expect(text(page)).not.to.include('An error has occurred');
    chooseMethod(page, 1);
    await until(() => text(page).includes('61.7 t CO2e'), 'the figures under the second method');
    expect(bus.getState().emissionMethod).to.equal('ademe-2018');
    expect(text(page)).to.include('factor year 2018');
    const asked = service.calls.filter((u) => u.pathname.endsWith('/air/emissions/targetLine'));
    expect(asked.map((u) => u.searchParams.get('method'))).to.include('ademe-2018');
  });

  it('keeps the method the overview chose on the alternatives page, and fits 390 px without sideways scrolling', async () => {
    service = emissionsService();
    const bus = mountSignedIn(
      '<div style="width: 390px"><tripsight-emissions-alternatives></tripsight-emissions-alternatives></div>',
    );
    bus.setState({ emissionMethod: 'ademe-2018' });
    const page = document.querySelector('tripsight-emissions-alternatives')!;
    await until(() => text(page).includes('Economy instead of a higher cabin'), 'the alternatives');
    await until(() => text(page).includes('If 50 %'), 'the simulator');
    expect(
      service.calls
        .filter((u) => u.pathname.endsWith('/alternatives'))
        .every((u) => u.searchParams.get('method') === 'ademe-2018'),
    ).to.equal(true);
    const grid = page.shadowRoot!.querySelector<HTMLElement>('[part="grid"]')!;
    expect(grid.scrollWidth, 'no sideways scrolling at 390 px').to.be.at.most(grid.clientWidth + 1);
  });
});
