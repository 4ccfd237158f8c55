import { expect } from 'chai';
import { defineCurrencySelect } from './currency-select.element.js';
import { fakeService, mountSignedIn, until, type FakeService } from '../../testing/filter-bar-support.js';

defineCurrencySelect();

const root = () => document.querySelector('tripsight-currency-select')!.shadowRoot!;
const select = () => root()?.querySelector('sl-select') as (HTMLElement & { value: string }) | null;
const options = () =>
  [...(select()?.querySelectorAll<HTMLElement & { value: string }>('sl-option') ?? [])].map((o) => o.value);

function serve(branches: string[]): FakeService {
  return fakeService((url) =>
    url.pathname === '/api/dynamicCurrencies'
      ? Response.json({
          data: branches.map((c) => ({ tmcBranchDefaultCurrency: c })),
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
    bus.setState({ currency: 'GBP' });
    await until(() => options().length === 4);
    expect(options()).to.deep.equal(['USD', 'GBP', 'EUR', 'CAD']);
    await until(() => select()!.value === 'CAD');
    expect(bus.getState().currency).to.equal(null);
    expect(root().querySelector('[part="symbol"]')!.textContent).to.equal('C$');
  });

  it('clears the selection with several branch currencies and chooses EUR, then USD, then GBP', async () => {
    service = serve(['GBP', 'USD']);
    const bus = mountSignedIn('<tripsight-currency-select></tripsight-currency-select>');
    await until(() => options().length === 3);
    await until(() => bus.getState().currency === 'USD');
    expect(select()!.value).to.equal('');
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
});
