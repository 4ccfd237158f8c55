import { expect } from 'chai';
import { emptyFilters } from '@tripsight/core/bus';
import { contrastRatio } from '@tripsight/core/format';
import { defineCurrencySelect } from './currency-select.element.js';
import { defineAcceptedSavings } from '../../widgets/accepted-savings/accepted-savings.element.js';
import {
  fakeService,
  mountSignedIn,
  sleep,
  until,
  type FakeService,
} from '../../testing/filter-bar-support.js';

defineCurrencySelect();
defineAcceptedSavings();

const root = () => document.querySelector('tripsight-currency-select')!.shadowRoot!;
const select = () => root()?.querySelector('sl-select') as (HTMLElement & { value: string }) | null;
const helpText = () => select()?.getAttribute('help-text') ?? '';
const options = () =>
  [...(select()?.querySelectorAll<HTMLElement & { value: string }>('sl-option') ?? [])].map((o) => o.value);

/** The service answering the branch currencies: `branches`, or what `branches()` returns at each call. */
function serve(branches: string[] | (() => string[])): FakeService {
  const current = typeof branches === 'function' ? branches : () => branches;
  return fakeService((url) =>
    url.pathname === '/api/dynamicCurrencies'
      ? Response.json({
          data: current().map((c) => ({ tmcBranchDefaultCurrency: c })),
          annotation: {},
          currencyFields: [],
        })
      : undefined,
  );
}

describe('<tripsight-currency-select> in Chromium', () => {
  let service: FakeService;
  afterEach(() => {
    service.restore();
    document.body.innerHTML = '';
  });

  it('selects the single branch currency, lists it after USD, GBP, EUR and shows C$ for CAD', async () => {
    service = serve(['CAD']);
    const bus = mountSignedIn('<tripsight-currency-select></tripsight-currency-select>');
    await until(() => options().length === 4);
    expect(options()).to.deep.equal(['USD', 'GBP', 'EUR', 'CAD']);
    await until(() => select()!.value === 'CAD');
    expect(bus.getState().currency).to.equal(null);
    expect(root().querySelector('[part="symbol"]')!.textContent).to.equal('C$');
    // The filters force the branch currency: the selector says so.
    expect(helpText()).to.equal('CAD applies: the only branch currency of the selected filters.');
  });

  it('clears the selection with several branch currencies, chooses EUR, then USD, then GBP, and names it', async () => {
    service = serve(['GBP', 'USD']);
    const bus = mountSignedIn('<tripsight-currency-select></tripsight-currency-select>');
    await until(() => options().length === 3);
    await until(() => bus.getState().currency === 'USD');
    // Never the placeholder while a currency is in effect.
    await until(() => select()?.value === 'USD');
    expect(helpText()).to.equal('USD chosen automatically.');
    expect(root().querySelector('[part="symbol"]')!.textContent).to.equal('$');
  });

  it('names EUR when it is chosen automatically', async () => {
    service = serve(['GBP', 'EUR', 'USD']);
    mountSignedIn('<tripsight-currency-select></tripsight-currency-select>');
    await until(() => select()?.value === 'EUR');
    expect(helpText()).to.equal('EUR chosen automatically.');
  });

  it('lets the page ask for its data once after a filter change that forces the branch currency', async () => {
    const overviewCalls: URL[] = [];
    service = fakeService((url) => {
      if (url.pathname === '/api/dynamicCurrencies') {
        const canada = url.searchParams.getAll('pointOfSale').includes('Canada');
        // Answer the list a little later than the views would ask: they must wait for it.
        return sleep(60).then(() =>
          Response.json({
            data: (canada ? ['CAD'] : ['EUR', 'CAD']).map((c) => ({ tmcBranchDefaultCurrency: c })),
            annotation: {},
            currencyFields: [],
          }),
        );
      }
      if (url.pathname.endsWith('/savingsOverview')) {
        overviewCalls.push(url);
        return Response.json({
          data: { acceptedSavings: 10 },
          annotation: { currency: 'EUR' },
          currencyFields: [],
        });
      }
      return undefined;
    });
    const bus = mountSignedIn(
      '<tripsight-currency-select></tripsight-currency-select><tripsight-accepted-savings></tripsight-accepted-savings>',
    );
    await until(() => bus.getState().currency === 'EUR' && overviewCalls.length > 0);
    await sleep(150);
    expect(overviewCalls.map((u) => u.searchParams.get('currency'))).to.deep.equal(['EUR']);
    overviewCalls.length = 0;
    bus.setState({ filters: { ...emptyFilters(), pointOfSale: ['Canada'] } });
    await until(() => overviewCalls.length > 0);
    await sleep(200);
    // One call, in the branch currency (no currency parameter), none in EUR first.
    expect(overviewCalls).to.have.length(1);
    expect(overviewCalls[0]!.searchParams.get('currency')).to.equal(null);
    expect(overviewCalls[0]!.searchParams.getAll('pointOfSale')).to.deep.equal(['Canada']);
    expect(select()!.value).to.equal('CAD');
  });

  it('keeps the host\'s currency="GBP" over the automatic choice and the branch currency, until the user picks', async () => {
    let branches = ['EUR', 'GBP', 'USD'];
    service = serve(() => branches);
    const bus = mountSignedIn('<tripsight-currency-select></tripsight-currency-select>');
    document.querySelector('tripsight-context')!.setAttribute('currency', 'GBP');
    await until(() => options().length === 3 && bus.getState().currencyFor !== '');
    await sleep(100);
    expect(bus.getState().currency).to.equal('GBP');
    expect(select()!.value).to.equal('GBP');
    expect(root().querySelector('[part="symbol"]')!.textContent).to.equal('£');
    expect(helpText()).to.equal('');

    // New filters leave one branch currency: the host's choice still stands.
    branches = ['CAD'];
    bus.setState({ filters: { ...emptyFilters(), pointOfSale: ['Canada'] } });
    await until(() => options().length === 4);
    await sleep(100);
    expect(bus.getState().currency).to.equal('GBP');
    expect(select()!.value).to.equal('GBP');

    // The user's pick replaces it; the host changing its attribute again wins again.
    select()!.value = 'USD';
    select()!.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
    await until(() => bus.getState().currency === 'USD');
    document.querySelector('tripsight-context')!.setAttribute('currency', 'EUR');
    await until(() => select()!.value === 'EUR');
    branches = ['GBP', 'USD'];
    bus.setState({ filters: emptyFilters() });
    await until(() => options().length === 3);
    await sleep(100);
    expect(bus.getState().currency).to.equal('EUR');
  });

  it('writes the chosen currency to the bus', async () => {
    service = serve(['EUR']);
    const bus = mountSignedIn('<tripsight-currency-select></tripsight-currency-select>');
    await until(() => bus.getState().currency === 'EUR');
    select()!.value = 'GBP';
    select()!.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
    await until(() => bus.getState().currency === 'GBP');
    expect(service.calls.some((u) => u.pathname === '/api/dynamicCurrencies')).to.equal(true);
  });

  it("dresses Shoelace's controls in the SDK's primary colour, a host's own, in both themes", async () => {
    service = serve(['CAD']);
    mountSignedIn('<tripsight-currency-select></tripsight-currency-select>');
    await until(() => options().length === 4);
    const token = (name: string) => getComputedStyle(select()!).getPropertyValue(name).trim();
    expect(token('--sl-color-primary-600')).to.equal('#2563eb');
    expect(token('--sl-focus-ring-color')).to.equal('#2563eb');
    const host = document.querySelector('tripsight-currency-select') as HTMLElement;
    host.style.setProperty('--tripsight-color-primary', 'rgb(200, 0, 100)');
    expect(token('--sl-color-primary-600')).to.equal('rgb(200, 0, 100)');
    expect(token('--sl-input-border-color-focus')).to.contain('rgb(200, 0, 100)');
    expect(token('--sl-color-primary-50')).to.contain('#ffffff');
    host.setAttribute('theme', 'dark');
    await until(() => root().querySelector("[data-theme='dark']") !== null);
    expect(token('--sl-color-primary-600')).to.equal('rgb(200, 0, 100)');
    // Shoelace's dark scale runs the other way: its lightest number is the darkest shade.
    expect(token('--sl-color-primary-50')).to.contain('#000000');
  });

  it('writes its value and its placeholder at 4.5:1 or more on its field, in both themes', async () => {
    service = serve(['CAD']);
    mountSignedIn('<tripsight-currency-select></tripsight-currency-select>');
    await until(() => options().length === 4);
    const host = document.querySelector('tripsight-currency-select') as HTMLElement;
    const input = () => select()!.shadowRoot!.querySelector<HTMLInputElement>('[part="display-input"]')!;
    const field = () => select()!.shadowRoot!.querySelector<HTMLElement>('[part="combobox"]')!;
    // Computed colours read rgb(r, g, b); contrastRatio takes #rrggbb.
    const hex = (rgb: string) =>
      `#${(rgb.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`;
    for (const theme of ['light', 'dark']) {
      host.setAttribute('theme', theme);
      await until(() => root().querySelector(`[data-theme='${theme}']`) !== null);
      // Shoelace fades the field's colours when they change: measure them once they stand.
      await until(() => field().getAnimations().length === 0 && input().getAnimations().length === 0);
      const background = hex(getComputedStyle(field()).backgroundColor);
      const value = hex(getComputedStyle(input()).color);
      const placeholder = hex(getComputedStyle(input(), '::placeholder').color);
      expect(contrastRatio(value, background), `${theme} value ${value} on ${background}`).to.be.at.least(
        4.5,
      );
      expect(
        contrastRatio(placeholder, background),
        `${theme} placeholder ${placeholder} on ${background}`,
      ).to.be.at.least(4.5);
    }
  });
});
