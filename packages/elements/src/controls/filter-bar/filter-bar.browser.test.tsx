import { expect } from 'chai';
import type { Bus } from '@tripsight/core/bus';
import { defineFilterBar } from './filter-bar.element.js';
import {
  fakeService,
  FILTER_ROWS,
  mountSignedIn,
  sleep,
  until,
  type FakeService,
} from '../../testing/filter-bar-support.js';

defineFilterBar();

type Item = HTMLElement & { value: string; checked: boolean };

function bar(): ShadowRoot {
  return document.querySelector('tripsight-filter-bar')!.shadowRoot!;
}
function dropdown(
  group: string,
): HTMLElement & { show(): Promise<void>; hide(): Promise<void>; disabled: boolean } {
  return bar().querySelector(`sl-dropdown[data-group="${group}"]`) as never;
}
function items(group: string): Item[] {
  return [...(dropdown(group)?.querySelectorAll<Item>('sl-menu-item') ?? [])];
}

describe('<tripsight-filter-bar> in Chromium', () => {
  let service: FakeService;
  let bus: Bus;
  beforeEach(() => {
    service = fakeService((url) =>
      url.pathname === '/api/dynamicFilters'
        ? Response.json({ data: FILTER_ROWS, annotation: {}, currencyFields: [] })
        : undefined,
    );
  });
  afterEach(() => {
    service.restore();
    document.body.innerHTML = '';
  });

  it('offers six groups filled from /api/dynamicFilters of its product', async () => {
    bus = mountSignedIn('<tripsight-filter-bar product="air"></tripsight-filter-bar>');
    await until(() => items('gds').length === 3);
    const labels = [...bar().querySelectorAll('sl-button .label')].map((e) => e.textContent);
    expect(labels).to.deep.equal(['GDS', 'Region', 'Continent', 'Point of Sale', 'Client', 'PCC']);
    expect(
      items('gds')
        .map((i) => i.value)
        .slice(1),
    ).to.deep.equal(['Amadeus', 'Sabre']);
    expect(bar().querySelector('sl-button .value')!.textContent).to.equal('All');
    expect(bar().querySelector('input.search')!.getAttribute('placeholder')).to.equal('Search...');
    expect(
      service.calls.find((u) => u.pathname === '/api/dynamicFilters')!.searchParams.get('productName'),
    ).to.equal('air');
  });

  it('applies a selection after the 2000 ms debounce, once the dropdown is closed', async () => {
    bus = mountSignedIn('<tripsight-filter-bar></tripsight-filter-bar>');
    await until(() => items('gds').length === 3);
    const changes: unknown[] = [];
    bus.subscribe((s, p) => s.filters !== p.filters && changes.push(s.filters.gds));
    await dropdown('gds').show();
    items('gds')[2]!.click(); // Sabre
    await sleep(2300);
    expect(changes).to.have.length(0);
    await dropdown('gds').hide();
    await until(() => changes.length === 1);
    expect(bus.getState().filters.gds).to.deep.equal(['Sabre']);
  });

  it('All selects every entry, and again clears to none (at once)', async () => {
    bus = mountSignedIn('<tripsight-filter-bar></tripsight-filter-bar>');
    await until(() => items('region').length === 3);
    items('region')[0]!.click();
    await until(() => bus.getState().filters.region.length === 2, 'the region filter', 3500);
    items('region')[0]!.click();
    await sleep(50);
    expect(bus.getState().filters.region).to.deep.equal([]);
  });

  it('announces an applied filter as a tripsight-analytics event', async () => {
    bus = mountSignedIn('<tripsight-filter-bar></tripsight-filter-bar>');
    const events: Record<string, unknown>[] = [];
    document.body.addEventListener('tripsight-analytics', (e) => events.push(e.detail));
    await until(() => items('pccName').length === 3);
    items('pccName')[1]!.click();
    await until(() => events.length === 1, 'one change event', 3500);
    expect(events[0]).to.include({ event: 'filter_change', filter_type: 'pccName', filter_value: 'PCC1' });
  });

  it('Reset clears all six selections', async () => {
    bus = mountSignedIn('<tripsight-filter-bar></tripsight-filter-bar>');
    await until(() => items('gds').length === 3);
    bus.setState({
      filters: {
        gds: ['Sabre'],
        region: ['EMEA'],
        continent: ['Europe'],
        pointOfSale: ['France'],
        corporate: ['Initech'],
        pccName: ['PCC1'],
      },
    });
    (bar().querySelector('[part="reset"]') as HTMLElement).click();
    await sleep(50);
    expect(Object.values(bus.getState().filters).every((v) => v.length === 0)).to.equal(true);
  });

  it('is disabled for the CUST-LOCKED customer', async () => {
    mountSignedIn('<tripsight-filter-bar></tripsight-filter-bar>', { customerId: 'CUST-LOCKED' });
    await until(() => items('gds').length === 3);
    expect(dropdown('gds').disabled).to.equal(true);
  });

  it('is disabled by the disabled attribute (the tab flag)', async () => {
    mountSignedIn('<tripsight-filter-bar disabled="true"></tripsight-filter-bar>');
    await until(() => items('gds').length === 3);
    expect(dropdown('pccName').disabled).to.equal(true);
  });

  it('shows why it is disabled on a sample tab, to assistive technology too', async () => {
    mountSignedIn(
      '<tripsight-filter-bar disabled="true" reason="Sample data: filters do not apply"></tripsight-filter-bar>',
    );
    await until(() => items('gds').length === 3);
    const group = bar().querySelector('[role="group"]')!;
    const reason = bar().querySelector('[part="reason"]')!;
    expect(reason.textContent).to.equal('Sample data: filters do not apply');
    expect(group.getAttribute('aria-disabled')).to.equal('true');
    expect(group.getAttribute('aria-describedby')).to.equal(reason.id);
    expect(dropdown('gds').disabled).to.equal(true);
    expect(bar().querySelector('[part="reset"]')!.hasAttribute('disabled')).to.equal(true);
  });

  it('is enabled otherwise', async () => {
    mountSignedIn('<tripsight-filter-bar></tripsight-filter-bar>');
    await until(() => items('gds').length === 3);
    expect(dropdown('pccName').disabled).to.equal(false);
    expect(bar().querySelector('[part="reason"]')).to.equal(null);
    expect(bar().querySelector('[role="group"]')!.hasAttribute('aria-disabled')).to.equal(false);
  });

  it('preselects the default clients of the claims and adds demo entries', async () => {
    bus = mountSignedIn('<tripsight-filter-bar demo="true"></tripsight-filter-bar>', {
      defaultClients: ['Initech', 'Unknown'],
    });
    await until(() => bus.getState().filters.corporate.length > 0);
    expect(bus.getState().filters.corporate).to.deep.equal(['Initech']);
    expect(items('gds').map((i) => i.value)).to.include.members(['Apollo', 'Abacus']);
  });

  it('opens a filter with ArrowDown on its first entry (menu button) and closes back to its trigger', async () => {
    bus = mountSignedIn('<tripsight-filter-bar product="air"></tripsight-filter-bar>');
    await until(() => items('gds').length === 3);
    const trigger = dropdown('gds').querySelector<HTMLElement>('sl-button[slot="trigger"]')!;
    trigger.focus();
    trigger.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true }),
    );
    await until(
      () => (dropdown('gds') as unknown as { open: boolean }).open && bar().activeElement === items('gds')[0],
    );
    expect(items('gds')[0]!.textContent?.trim()).to.equal('All');
    items('gds')[0]!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true }),
    );
    await until(() => bar().activeElement === items('gds')[1]);
  });
});
