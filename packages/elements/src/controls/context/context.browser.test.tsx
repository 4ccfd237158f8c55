import { until } from '@tripsight/testing';
import { expect } from 'chai';
import type { Bus } from '@tripsight/core/bus';
import { defaultBus } from '@tripsight/core/context';
import { defineContext } from './context.element.js';
import { defineElement } from '../../internal/define.js';
import { useBus, useBusState } from '../../internal/use-bus.js';

/** A probe element that shows its bus's currency and exposes the bus it found. */
function CurrencyProbe() {
  const bus = useBus();
  const currency = useBusState((s) => s.currency);
  return (
    <span
      data-bus-currency={currency ?? 'none'}
      ref={(el) => {
        if (el) buses.set(el, bus);
      }}
    >
      {currency ?? 'none'}
    </span>
  );
}
const buses = new WeakMap<Element, Bus>();
defineElement('test-currency-probe', CurrencyProbe);
defineElement(
  'test-labelled-probe',
  ({ label }: { label?: string }) => (
    <span>
      {label}:{useBusState((s) => s.currency) ?? 'none'}
    </span>
  ),
  { props: { label: 'string' } },
);
defineContext();

function busOf(probe: Element): Bus | undefined {
  const span = probe.shadowRoot?.querySelector('span');
  return span ? buses.get(span) : undefined;
}

describe('<tripsight-context> context protocol in Chromium', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps two providers on one page independent', async () => {
    document.body.innerHTML = `
      <tripsight-context id="a" currency="EUR"><test-currency-probe></test-currency-probe></tripsight-context>
      <tripsight-context id="b" currency="GBP"><test-currency-probe></test-currency-probe></tripsight-context>`;
    const [a, b] = [...document.querySelectorAll('test-currency-probe')];
    await until(() => a?.shadowRoot?.textContent?.includes('EUR') === true);
    await until(() => b?.shadowRoot?.textContent?.includes('GBP') === true);
    document.querySelector<HTMLElement>('#a')!.setAttribute('currency', 'USD');
    await until(() => a?.shadowRoot?.textContent?.includes('USD') === true);
    expect(b?.shadowRoot?.textContent).to.contain('GBP');
    expect(busOf(a!)).to.not.equal(busOf(b!));
  });

  it('gives an element with no provider the page default bus', async () => {
    document.body.innerHTML = `<test-currency-probe></test-currency-probe>`;
    const probe = document.querySelector('test-currency-probe')!;
    await until(() => busOf(probe) !== undefined);
    expect(busOf(probe)).to.equal(defaultBus());
  });

  it('lets a provider that upgrades late take over its elements', async () => {
    document.body.innerHTML = `<late-context currency="EUR"><test-currency-probe></test-currency-probe></late-context>`;
    const probe = document.querySelector('test-currency-probe')!;
    await until(() => busOf(probe) !== undefined);
    expect(busOf(probe)).to.equal(defaultBus());
    const { TripsightContextElement } = await import('./context.element.js');
    customElements.define('late-context', class extends TripsightContextElement {});
    await until(() => probe.shadowRoot?.textContent?.includes('EUR') === true);
    expect(busOf(probe)).to.equal((document.querySelector('late-context') as unknown as { bus: Bus }).bus);
  });

  it('finds the provider when a property was set before the element was attached', async () => {
    document.body.innerHTML = `<tripsight-context currency="GBP"></tripsight-context>`;
    const probe = document.createElement('test-labelled-probe') as HTMLElement & { label?: string };
    probe.label = 'early';
    document.querySelector('tripsight-context')!.append(probe);
    await until(() => probe.shadowRoot?.textContent?.includes('early:GBP') === true);
  });

  it('re-dispatches analytics, error and navigate events announced on its bus', async () => {
    document.body.innerHTML = `<tripsight-context></tripsight-context>`;
    const ctx = document.querySelector('tripsight-context')!;
    const seen: string[] = [];
    for (const name of ['tripsight-analytics', 'tripsight-error', 'tripsight-navigate'] as const) {
      document.addEventListener(name, () => seen.push(name), { once: true });
    }
    ctx.bus.emit('tripsight-analytics', { event: 'page_view', to_page: 'Savingsoverview' });
    ctx.bus.emit('tripsight-error', { message: 'x', source: 'test' });
    ctx.bus.emit('tripsight-navigate', { from: null, to: 'Savingsoverview' });
    expect(seen).to.deep.equal(['tripsight-analytics', 'tripsight-error', 'tripsight-navigate']);
  });

  it('re-dispatches bus changes as tripsight-change events', async () => {
    document.body.innerHTML = `<tripsight-context></tripsight-context>`;
    const ctx = document.querySelector('tripsight-context')!;
    const seen: unknown[] = [];
    ctx.addEventListener('tripsight-change', (e) => seen.push(e.detail));
    ctx.bus.setState({ feeMode: 'net' });
    expect(seen).to.have.length(1);
  });
});
