import { expect } from 'chai';
import { EMPTY_STATE_TITLE, SECTION_ERROR } from '@tripsight/core/savings';
import type { NegotiatedFareFunnelRow } from '@tripsight/core/supplier';
import { defineAll } from '../../define-all.js';
import { fakeService, mountSignedIn, until, type FakeService } from '../../testing/filter-bar-support.js';

defineAll();

const PATH = '/api/views/air/supplierInsights/negotiatedRates/negotiatedFareFunnel';
const CARRIERS: NegotiatedFareFunnelRow[] = [
  // Loses most before the point of sale: a supplier problem.
  { label: 'Lufthansa', loadedPnrs: 400, availablePnrs: 160, chosenPnrs: 140 },
  { label: 'KLM', loadedPnrs: 100, availablePnrs: 95, chosenPnrs: 90 },
];
const ROUTES: NegotiatedFareFunnelRow[] = [
  // Available, then not chosen: a traveller or agent problem.
  { label: 'LHR-JFK', loadedPnrs: 300, availablePnrs: 290, chosenPnrs: 100 },
  { label: 'FRA-SIN', loadedPnrs: 50, availablePnrs: 45, chosenPnrs: 40 },
];

function deepQueryAll(root: ParentNode, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  for (const el of root.querySelectorAll('*'))
    if (el.shadowRoot) found.push(...deepQueryAll(el.shadowRoot, selector));
  return found;
}

const text = (root: Element) =>
  deepQueryAll(root.shadowRoot!, '*')
    .filter((e) => e.children.length === 0 && e.localName !== 'style')
    .map((e) => e.textContent)
    .join(' ');

function funnelService(answer: (url: URL) => Response): FakeService {
  return fakeService((url) => (url.pathname === PATH ? answer(url) : undefined));
}

const rowsFor = (url: URL) => (url.searchParams.get('breakdown') === 'route' ? ROUTES : CARRIERS);
const answered = (data: unknown) =>
  Response.json({ data, annotation: { currency: 'USD' }, currencyFields: [] });

/** Mounts the funnel in a box `width` px wide and returns the element. */
function mountFunnel(width: number, attributes = ''): HTMLElement {
  mountSignedIn(
    `<div style="width: ${width}px"><tripsight-negotiated-fare-funnel ${attributes}></tripsight-negotiated-fare-funnel></div>`,
  );
  return document.querySelector('tripsight-negotiated-fare-funnel')!;
}

describe('<tripsight-negotiated-fare-funnel> in Chromium', () => {
  let service: FakeService | null = null;
  afterEach(() => {
    service?.restore();
    service = null;
    document.body.innerHTML = '';
  });

  it('draws the three steps, names the step that loses most and lists the carriers, inside 390 px', async () => {
    service = funnelService((url) => answered(rowsFor(url)));
    const funnel = mountFunnel(390);
    await until(
      () =>
        text(funnel).includes('Lufthansa') &&
        deepQueryAll(funnel.shadowRoot!, '[part~="chart"] svg rect').length >= 3,
      'the bars and the carriers',
    );
    const shown = text(funnel);
    expect(shown).to.include('Negotiated fare funnel');
    // 500 loaded, 255 available (51.00%), 230 chosen (46.00%): 245 lost before the point of sale.
    expect(shown).to.include('51.00%');
    expect(shown).to.include('46.00%');
    expect(shown).to.include('Not available at the point of sale: a supplier problem');
    expect(shown).to.include('245 PNRs');
    expect(shown).to.include('Availability (supplier)');
    expect(service.calls.find((u) => u.pathname === PATH)?.searchParams.get('breakdown')).to.equal('carrier');
    const card = funnel.shadowRoot!.querySelector<HTMLElement>('[part~="card"]')!;
    expect(card.scrollWidth, 'no sideways scrolling at 390 px').to.be.at.most(card.clientWidth + 1);
    expect(funnel.getBoundingClientRect().width).to.be.at.most(391);
  });

  it('switches to routes from the keyboard', async () => {
    service = funnelService((url) => answered(rowsFor(url)));
    const funnel = mountFunnel(900);
    await until(() => text(funnel).includes('Lufthansa'), 'the carriers');
    const carrier = deepQueryAll(funnel.shadowRoot!, 'sl-radio-button').find(
      (b) => b.textContent?.trim() === 'Carrier',
    ) as HTMLElement;
    carrier.focus();
    carrier.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await until(() => text(funnel).includes('LHR-JFK'), 'the routes');
    expect(service.calls.some((u) => u.searchParams.get('breakdown') === 'route')).to.equal(true);
    expect(text(funnel)).to.include('Available but not chosen: a traveller or agent problem');
    expect(text(funnel)).to.include('Choice (traveller or agent)');
  });

  it('opens on the breakdown its attribute names', async () => {
    service = funnelService((url) => answered(rowsFor(url)));
    const funnel = mountFunnel(900, 'breakdown="route"');
    await until(() => text(funnel).includes('FRA-SIN'), 'the routes');
    expect(
      service.calls.every((u) => u.pathname !== PATH || u.searchParams.get('breakdown') === 'route'),
    ).to.equal(true);
  });

  it('shows the empty state without loaded fares', async () => {
    service = funnelService(() => answered([]));
    const funnel = mountFunnel(390);
    await until(() => text(funnel).includes(EMPTY_STATE_TITLE), 'the empty state');
  });

  it('shows the error fallback when the call fails (after its retries)', async () => {
    service = funnelService(() => Response.json({ error: 'INTERNAL', message: 'boom' }, { status: 500 }));
    const funnel = mountFunnel(390);
    await until(() => text(funnel).includes(SECTION_ERROR), 'the error fallback', 9000);
  });

  it('shows a sample funnel in demo mode', async () => {
    service = fakeService((url) =>
      url.pathname === '/api/sampleData'
        ? answered({ adoption: {}, topCarriers: [], topRoutes: [] })
        : undefined,
    );
    const funnel = mountFunnel(900, 'mode="demo"');
    await until(() => text(funnel).includes('British Airways'), 'the sample carriers');
    expect(service.calls.some((u) => u.pathname === PATH)).to.equal(false);
  });
});
