import { expect } from 'chai';
import { formatMoney } from '@tripsight/core/format';
import { DEMO_SAVINGS_METRICS } from '@tripsight/core/savings';
import { defineAll } from '../../define-all.js';

defineAll();

async function until(check: () => boolean, what: string, timeout = 8000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function deepQuery(root: ParentNode, selector: string): Element | null {
  const hit = root.querySelector(selector);
  if (hit) return hit;
  const hosts = [root instanceof Element ? root : null, ...root.querySelectorAll('*')];
  for (const el of hosts) {
    if (el?.shadowRoot) {
      const inner = deepQuery(el.shadowRoot, selector);
      if (inner) return inner;
    }
  }
  return null;
}

describe('savings elements in Chromium', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.querySelector('#part-style')?.remove();
  });

  it('renders a widget into its shadow DOM parts, styleable with ::part and custom properties', async () => {
    const style = document.createElement('style');
    style.id = 'part-style';
    style.textContent = `tripsight-accepted-savings::part(value) { color: rgb(1, 2, 3); }
      tripsight-accepted-savings { --tripsight-card-padding: 31px; }`;
    document.head.append(style);
    document.body.innerHTML = '<tripsight-accepted-savings mode="demo"></tripsight-accepted-savings>';
    const el = document.querySelector('tripsight-accepted-savings')!;
    await until(() => !!el.shadowRoot?.querySelector('[part="value"]'), 'the value part');
    const value = el.shadowRoot!.querySelector('[part="value"]')!;
    expect(value.textContent).to.equal(
      formatMoney(DEMO_SAVINGS_METRICS.savingsOverview.acceptedSavings, 'USD'),
    );
    expect(getComputedStyle(value).color).to.equal('rgb(1, 2, 3)');
    const card = el.shadowRoot!.querySelector('[part="card"]')!;
    expect(getComputedStyle(card).paddingTop).to.equal('31px');
    expect(el.shadowRoot!.querySelector('[role="tooltip"]')?.textContent).to.contain(
      'savings from rebooked deals',
    );
  });

  it('reacts to its mode attribute', async () => {
    // Signed out: the POC mode (live data) asks nothing of the service.
    document.body.innerHTML =
      '<tripsight-context><tripsight-savings-overview mode="demo"></tripsight-savings-overview></tripsight-context>';
    const ctx = document.querySelector('tripsight-context')!;
    ctx.bus.setState((s) => ({ auth: { ...s.auth, status: 'anonymous' } }));
    const el = document.querySelector('tripsight-savings-overview')!;
    const badge = () => el.shadowRoot?.querySelector('[part="badge"]')?.textContent ?? null;
    await until(() => badge() === 'Demo', 'the Demo badge');
    el.setAttribute('mode', 'poc');
    await until(() => badge() === 'POC', 'the POC badge');
    el.setAttribute('mode', 'demo-prod-ui');
    await until(
      () => badge() === null && !!el.shadowRoot?.querySelector('tripsight-accepted-savings'),
      'no badge',
    );
    expect(el.shadowRoot!.querySelector('tripsight-accepted-savings')?.getAttribute('mode')).to.equal(
      'demo-prod-ui',
    );
  });

  it('draws the savings chart with Plot and offers it as a table', async () => {
    document.body.innerHTML = `<tripsight-context start-date="2019-07-01" end-date="2019-07-31">
      <tripsight-savings-by-month mode="demo" style="--tripsight-chart-color: rgb(10, 20, 30)"></tripsight-savings-by-month>
    </tripsight-context>`;
    const el = document.querySelector('tripsight-savings-by-month')!;
    await until(() => !!deepQuery(el, '[part="chart"][data-painted] svg'), 'the painted chart');
    const bars = el.shadowRoot!.querySelectorAll('[part="chart"] svg rect');
    expect(bars.length).to.be.greaterThan(3);
    expect(bars[0]?.closest('[fill]')?.getAttribute('fill')).to.equal('rgb(10, 20, 30)');
    const toggle = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="view-as-table"]')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await until(() => !!el.shadowRoot!.querySelector('table[part="table"]'), 'the table');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(el.shadowRoot!.querySelector('caption')?.textContent).to.equal('Savings by week');
    expect(el.shadowRoot!.querySelectorAll('tbody tr').length).to.equal(bars.length);
  });
});
