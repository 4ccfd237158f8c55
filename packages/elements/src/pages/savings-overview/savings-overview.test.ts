import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@tripsight/core/format';
import { DEMO_SAVINGS_METRICS } from '@tripsight/core/savings';
import { defineAll } from '../../define-all.js';
import { deepQueryAll, deepText, mountInContext, until } from '../../testing/testing.js';

describe('<tripsight-savings-overview> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('renders the header with product name, title and slots, and every widget', async () => {
    vi.stubGlobal('fetch', vi.fn());
    mountInContext(`<tripsight-savings-overview mode="demo">
        <button slot="date-range">Dates</button><button slot="export">Export</button>
      </tripsight-savings-overview>`);
    const el = document.querySelector('tripsight-savings-overview')!;
    await until(() => !!el.shadowRoot?.querySelector('[part="header"]'), 'the header');
    const root = el.shadowRoot!;
    expect(root.querySelector('[part="product-name"]')?.textContent).toBe('Faresaver');
    expect(root.querySelector('[part="heading"]')?.textContent).toContain('Savings overview');
    expect(root.querySelector('[part="badge"]')?.textContent).toBe('Demo');
    expect([...root.querySelectorAll('slot')].map((s) => s.getAttribute('name'))).toEqual([
      'date-range',
      'export',
    ]);
    const tags = [...root.querySelectorAll('[part~="widget"]')].map((w) => w.localName);
    expect(tags).toEqual([
      'tripsight-accepted-savings',
      'tripsight-savings-not-accepted',
      'tripsight-rebooked-pnrs',
      'tripsight-tracked-spend',
      'tripsight-savings-by-month',
      'tripsight-top-countries',
      'tripsight-savings-toolkit',
      'tripsight-feedback-breakdown',
      'tripsight-deals-per-client',
    ]);
    const accepted = formatMoney(DEMO_SAVINGS_METRICS.savingsOverview.acceptedSavings, 'USD');
    await until(() => deepText(el).includes(accepted), 'the demo figures in the widgets');
  });

  it('leaves out the not-accepted widgets in autorebook mode and takes title attributes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    mountInContext(
      '<tripsight-savings-overview mode="autorebook" tab-title="Auto-rebook savings" product-name="Air"></tripsight-savings-overview>',
    );
    const el = document.querySelector('tripsight-savings-overview')!;
    await until(() => !!el.shadowRoot?.querySelector('[part="grid"]'), 'the grid');
    const tags = [...el.shadowRoot!.querySelectorAll('[part~="widget"]')].map((w) => w.localName);
    expect(tags).not.toContain('tripsight-savings-not-accepted');
    expect(tags).not.toContain('tripsight-feedback-breakdown');
    expect(el.shadowRoot!.querySelector('[part="heading"]')?.textContent).toBe('Auto-rebook savings');
    expect(el.shadowRoot!.querySelector('[part="product-name"]')?.textContent).toBe('Air');
    await until(() => deepQueryAll(el, '[part="skeleton"]').length > 0, 'loading skeletons');
  });

  it('mocks the dates of the demo company to the July 2019 window and shows the figures of that window', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Promise(() => {});
      }),
    );
    const ctx = mountInContext('<tripsight-accepted-savings></tripsight-accepted-savings>');
    ctx.bus.setState((s) => ({
      auth: { ...s.auth, claims: { ...s.auth.claims, isDemo: true, customerId: 'DEMO_COMPANY' } },
    }));
    const el = document.querySelector('tripsight-accepted-savings')!;
    const accepted = formatMoney(DEMO_SAVINGS_METRICS.savingsOverview.acceptedSavings, 'USD');
    await until(() => deepText(el).includes(accepted), 'the demo figures');
    expect(ctx.bus.getState().dates.air).toEqual({ startDate: '2019-07-01', endDate: '2019-07-31' });
    expect(urls).toEqual([]);
  });

  it('shows the demo figures in the chosen currency', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const ctx = mountInContext('<tripsight-accepted-savings mode="demo"></tripsight-accepted-savings>');
    const el = document.querySelector('tripsight-accepted-savings')!;
    await until(() => deepText(el).includes('$'), 'the demo figures in USD');
    ctx.bus.setState({ currency: 'EUR' });
    const euros = formatMoney(DEMO_SAVINGS_METRICS.savingsOverview.acceptedSavings * 0.92, 'EUR');
    await until(() => deepText(el).includes(euros), `the demo figures in EUR (${euros})`);
  });
});
