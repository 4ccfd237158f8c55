import { expect } from 'chai';
import {
  HOTEL_DEMO_SAMPLE,
  chainCardHeight,
  sampleCompanySavings,
  sampleTrackedSpend,
} from '@tripsight/core/hotel';
import { modesOf } from '@tripsight/core/catalogue';
import { hotelCompanySavingsView, hotelTrackedSpendView } from '@tripsight/core/views';
import { defineAll } from '../../define-all.js';
import { fakeService, mountSignedIn, type FakeService } from '../../testing/filter-bar-support.js';
import { deepQuery, leafText as text } from '../../testing/testing.js';

defineAll();

async function until(check: () => boolean, what: string, timeout = 8000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeout)
      throw new Error(`timed out waiting for ${what}; the page shows: ${text(document.body).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 15));
  }
}

/** Every hotel view answered as the service would, from the demo sample, recording the calls. */
function hotelService(): FakeService {
  const company = sampleCompanySavings(HOTEL_DEMO_SAMPLE);
  const tracked = sampleTrackedSpend(HOTEL_DEMO_SAMPLE);
  const answer = (data: unknown) =>
    Response.json({ data, annotation: { currency: 'USD' }, currencyFields: [] });
  return fakeService((url) => {
    if (url.pathname === hotelCompanySavingsView.path) return answer(company);
    if (url.pathname === hotelTrackedSpendView.path) return answer(tracked);
    if (url.pathname.endsWith('/allTimeResults'))
      return answer({ acceptedSavings: 99_000, rebookings: 900, goLiveDate: '2024-03-04' });
    if (url.pathname.endsWith('/byMonth'))
      return answer([
        { createdAt: '2026-01-01', acceptedSavings: 10, rebookedReservations: 1, trackedSpend: 5 },
      ]);
    if (url.pathname.endsWith('/byHotelChain'))
      return answer([
        { hotelMasterChain: 'Accor', acceptedSavings: 10, rebookedReservations: 1, trackedSpend: 5 },
      ]);
    if (url.pathname.endsWith('/byStayLocation'))
      return answer([
        {
          location: 'Paris, France',
          latitude: 48.86,
          longitude: 2.35,
          acceptedSavings: 10,
          rebookedReservations: 1,
        },
      ]);
    return undefined;
  });
}

describe('hotel savings overview in Chromium', () => {
  let service: FakeService | null = null;
  afterEach(() => {
    service?.restore();
    service = null;
    document.body.innerHTML = '';
  });

  it('draws the stay-location map offline with badges, zooms from 2 between 1 and 10, and lists it as a table', async () => {
    document.body.innerHTML =
      '<tripsight-context><tripsight-hotel-savings-map mode="demo"></tripsight-hotel-savings-map></tripsight-context>';
    const el = document.querySelector('tripsight-hotel-savings-map')!;
    await until(() => !!deepQuery(el, '[part="chart"][data-painted] svg path'), 'the painted map');
    const root = el.shadowRoot!;
    // Countries from the world geometry package: no tile server, no image.
    expect(root.querySelectorAll('[part="chart"] svg path').length).to.be.greaterThan(100);
    expect(root.querySelectorAll('[part="chart"] img').length).to.equal(0);
    const markers = () => root.querySelectorAll('[part="chart"] svg circle').length;
    expect(markers()).to.be.within(1, HOTEL_DEMO_SAMPLE.spendByLocation.length);
    const badges = [...root.querySelectorAll('[part="chart"] svg text')].map((t) => t.textContent ?? '');
    expect(badges.some((b) => /^\$[\d.]+k$/.test(b))).to.equal(true);
    expect(text(root)).to.contain('Up to 10K');
    expect(text(root)).to.contain('Over 100K');
    const level = () => root.querySelector('[part="zoom-level"]')?.textContent;
    const zoomIn = root.querySelector<HTMLButtonElement>('[part="zoom-in"]')!;
    const zoomOut = root.querySelector<HTMLButtonElement>('[part="zoom-out"]')!;
    expect(level()).to.equal('Zoom 2');
    zoomOut.click();
    await until(() => level() === 'Zoom 1', 'zoom 1');
    expect(zoomOut.disabled).to.equal(true);
    // The whole world at zoom 1: every stay location has its marker.
    await until(() => markers() === HOTEL_DEMO_SAMPLE.spendByLocation.length, 'every marker');
    zoomIn.focus();
    zoomIn.dispatchEvent(new KeyboardEvent('keydown', { key: '+', bubbles: true }));
    await until(() => level() === 'Zoom 2', 'zoom 2 by keyboard');
    for (let i = 0; i < 12; i += 1) zoomIn.click();
    await until(() => level() === 'Zoom 10', 'zoom 10');
    expect(zoomIn.disabled).to.equal(true);
    root.querySelector<HTMLButtonElement>('[part="map-reset"]')!.click();
    await until(() => level() === 'Zoom 2', 'the reset view');
    root.querySelector<HTMLButtonElement>('[part="view-as-table"]')!.click();
    await until(() => !!root.querySelector('table[part="table"]'), 'the table');
    expect(root.querySelectorAll('tbody tr').length).to.equal(HOTEL_DEMO_SAMPLE.spendByLocation.length);
    expect(root.querySelector('tbody tr')?.textContent).to.contain('New York, United States');
  });

  it('sizes the chain card 55 px per row plus 100 (at least 330) and cycles six colours', async () => {
    document.body.innerHTML =
      '<tripsight-context><tripsight-hotel-savings-by-chain mode="demo"></tripsight-hotel-savings-by-chain></tripsight-context>';
    const el = document.querySelector('tripsight-hotel-savings-by-chain')!;
    await until(() => (el.shadowRoot?.querySelectorAll('tbody tr').length ?? 0) > 0, 'the chain table');
    const rows = el.shadowRoot!.querySelectorAll('tbody tr').length;
    expect(rows).to.equal(HOTEL_DEMO_SAMPLE.spendByHotelChain.length);
    const card = el.shadowRoot!.querySelector('[part="card"]')!;
    expect(card.getBoundingClientRect().height).to.be.at.least(chainCardHeight(rows) - 1);
    const slices = [...el.shadowRoot!.querySelectorAll('.ts-pie-slice')].map((p) => getComputedStyle(p).fill);
    expect(slices).to.have.length(rows);
    expect(slices[6]).to.equal(slices[0]);
    expect(new Set(slices.slice(0, 6)).size).to.equal(6);
  });

  it('shows 1.25 slides of cards under 1024 px and pages them with Previous and Next', async () => {
    document.body.style.width = '800px';
    document.body.innerHTML =
      '<tripsight-context><tripsight-hotel-savings-overview mode="poc"></tripsight-hotel-savings-overview></tripsight-context>';
    const el = document.querySelector('tripsight-hotel-savings-overview')!;
    await until(() => (el.shadowRoot?.querySelectorAll('[part="slide"]').length ?? 0) === 3, 'three slides');
    const track = el.shadowRoot!.querySelector('[part="carousel-track"]')!;
    const slide = el.shadowRoot!.querySelector('[part="slide"]')!;
    expect(window.innerWidth).to.be.below(1024);
    const ratio = track.clientWidth / slide.getBoundingClientRect().width;
    expect(ratio).to.be.within(1.2, 1.35);
    const next = await (async () => {
      await until(() => !!el.shadowRoot!.querySelector('[part="carousel-next"]'), 'the Next button');
      return el.shadowRoot!.querySelector<HTMLButtonElement>('[part="carousel-next"]')!;
    })();
    expect(el.shadowRoot!.querySelector<HTMLButtonElement>('[part="carousel-previous"]')!.disabled).to.equal(
      true,
    );
    next.click();
    await until(() => track.scrollLeft > 0, 'the carousel to move');
    expect(slide.getAttribute('aria-label')).to.equal('1 of 3');
    document.body.style.width = '';
  });

  it('draws the savings by month with one bar per month of the sample', async () => {
    document.body.innerHTML =
      '<tripsight-context><tripsight-hotel-savings-by-month mode="demo"></tripsight-hotel-savings-by-month></tripsight-context>';
    const el = document.querySelector('tripsight-hotel-savings-by-month')!;
    await until(() => !!deepQuery(el, '[part="chart"][data-painted] svg'), 'the painted bars');
    expect(el.shadowRoot!.querySelectorAll('[part="chart"] svg rect').length).to.equal(12);
  });

  it('renders every mode against the service, sending its flags', async function () {
    this.timeout(60000);
    for (const mode of modesOf('hotel')) {
      service = hotelService();
      mountSignedIn(`<tripsight-hotel-savings-overview mode="${mode}"></tripsight-hotel-savings-overview>`);
      const el = document.querySelector('tripsight-hotel-savings-overview')!;
      await until(() => !!el.shadowRoot?.querySelector('[part="grid"]'), `the ${mode} page`);
      await until(() => /Company savings|Total projected savings/.test(text(el)), `the ${mode} hero`);
      expect(text(el), mode).not.to.contain('An error has occurred');
      const hotelCalls = service.calls.filter((u) => u.pathname.includes('/hotel/'));
      if (mode === 'poc' || mode === 'demo') expect(hotelCalls, mode).to.have.length(0);
      else {
        await until(
          () => service!.calls.some((u) => u.pathname.endsWith('/byStayLocation')),
          `${mode} map call`,
        );
        const flags = (name: string) =>
          service!.calls.filter((u) => u.searchParams.get(name) === 'true').length;
        expect(flags('isHPA') > 0, `${mode} isHPA`).to.equal(mode === 'hpa');
        expect(flags('isPMOnly') > 0, `${mode} isPMOnly`).to.equal(mode.endsWith('pm-only'));
        expect(flags('isAutorebook') > 0, `${mode} isAutorebook`).to.equal(mode === 'autorebook');
      }
      if (mode === 'hpa') {
        await until(() => text(el).includes('Savings per reservation ratio'), 'the HPA cards');
        expect(el.shadowRoot!.querySelectorAll('tripsight-hotel-hpa-metric').length).to.equal(4);
      }
      service.restore();
      service = null;
      document.body.innerHTML = '';
    }
  });
});
