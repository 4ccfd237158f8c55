import { expect } from 'chai';
import { findTab, tabRoute } from '@tripsight/core/catalogue';
import { defineAll } from '../../define-all.js';
import { fakeService, mountSignedIn, type FakeService } from '../../testing/filter-bar-support.js';
import { deepQuery, deepQueryAll, deepText } from '../../testing/testing.js';
import { insightsAnswer } from './testing/insights-fixture.js';

defineAll();

async function until(check: () => boolean, what: string, timeout = 9000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeout)
      throw new Error(
        `timed out waiting for ${what}; the page shows: ${deepText(document.body).slice(0, 300)}`,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
}

const answer = (data: unknown) =>
  Response.json({ data, annotation: { currency: 'USD' }, currencyFields: [] });

/** The insights views as the service answers them (anything else 404). */
const insightsService = () =>
  fakeService((url) => {
    const data = insightsAnswer(url.pathname);
    return data === undefined ? undefined : answer(data);
  });

/** The pages, their title and the card elements each is made of. */
const PAGES = [
  {
    tag: 'tripsight-hotel-program-performance',
    title: 'Hotel program performance',
    modes: ['poc'],
    cards: [
      'hotel-program-savings',
      'hotel-average-discount',
      'hotel-program-spend',
      'hotel-negotiated-split',
      'hotel-coverage-gauge',
      'hotel-availability-gauge',
      'hotel-utilization-gauge',
    ],
    shows: '$182,400.00',
  },
  {
    tag: 'tripsight-negotiated-rate-coverage',
    title: 'Negotiated rate coverage',
    modes: ['poc'],
    cards: [
      'coverage-summary',
      'coverage-by-rate-type',
      'coverage-top-opportunities',
      'coverage-over-time',
      'coverage-details',
    ],
    shows: 'n = 9,800 nights',
  },
  {
    tag: 'tripsight-negotiated-rate-availability',
    title: 'Negotiated rate availability',
    modes: ['normal', 'poc'],
    cards: [
      'availability-summary',
      'availability-covered-spend',
      'missed-savings-cards',
      'availability-over-time',
      'availability-details',
    ],
    shows: 'Last-room availability not honoured',
  },
  {
    tag: 'tripsight-negotiated-rate-utilization',
    title: 'Negotiated rate utilization',
    modes: ['poc'],
    cards: [],
    shows: 'Negotiated rate utilization is coming soon',
  },
  {
    tag: 'tripsight-discount-level-benchmarking',
    title: 'Discount level benchmarking',
    modes: ['poc'],
    cards: [
      'discount-summary',
      'discount-utilized-spend',
      'discount-over-time',
      'discount-by-rate-type',
      'discount-details',
    ],
    shows: 'n = 3,990 nights',
  },
] as const;

/** Mounts `html` signed in, in a box `width` px wide (the pages lay out by their container). */
function mountAt(html: string, width: number) {
  const bus = mountSignedIn(html);
  const context = document.querySelector<HTMLElement>('tripsight-context')!;
  context.style.display = 'block';
  context.style.width = `${width}px`;
  return bus;
}

const loading = (root: Element) => deepQueryAll(root, '[part~="skeleton"]').length > 0;

describe('hotel supplier insights pages in Chromium', () => {
  let service: FakeService | null = null;
  afterEach(() => {
    service?.restore();
    service = null;
    document.body.innerHTML = '';
  });

  for (const page of PAGES)
    for (const mode of ['normal', 'poc'] as const)
      for (const width of [1440, 390])
        it(`draws ${page.tag} in ${mode} mode at ${width} px with every card`, async () => {
          service = insightsService();
          mountAt(`<${page.tag} mode="${mode}"></${page.tag}>`, width);
          const el = document.querySelector(page.tag)!;
          await until(
            () => deepText(el).includes(page.shows) && !loading(el),
            `${page.tag} with its figures`,
          );
          expect(deepQuery(el, '[part="heading"]')?.textContent).to.contain(page.title);
          expect(deepQuery(el, '[part="badge"]')?.textContent ?? '').to.equal(mode === 'poc' ? 'POC' : '');
          for (const card of page.cards) {
            const widget = deepQuery(el, `tripsight-${card}`);
            expect(widget, card).to.not.equal(null);
            expect(widget!.shadowRoot!.querySelector('[part="title"]')?.textContent, card).to.match(/\S/);
            expect(deepQuery(widget!, '[part="error"]'), `${card} failed`).to.equal(null);
          }
          // Nothing makes the page scroll sideways, at 390 px either.
          const host = el as HTMLElement;
          const overflowing = deepQueryAll(el, '*')
            .filter((e) => e.getBoundingClientRect().right > host.getBoundingClientRect().right + 1)
            .map((e) => `${e.tagName}.${e.getAttribute('part') ?? e.className}`);
          expect(host.scrollWidth, overflowing.slice(0, 8).join(' ')).to.be.at.most(width + 1);
          for (const card of deepQueryAll(el, '[part="card"]'))
            expect((card as HTMLElement).scrollWidth, 'a card').to.be.at.most(
              (card as HTMLElement).clientWidth + 1,
            );
        });

  it('shows every rate with its n and flags a rate over fewer than 30 nights', async () => {
    service = insightsService();
    mountAt('<tripsight-coverage-details mode="normal"></tripsight-coverage-details>', 1440);
    const el = document.querySelector('tripsight-coverage-details')!;
    await until(() => deepQueryAll(el, '[part="rate-sample"]').length === 10, 'the details');
    const samples = deepQueryAll(el, '[part="rate-sample"]').map((s) => s.textContent ?? '');
    expect(samples).to.have.length(10);
    expect(samples.every((s) => /^\(n = [\d,]+ nights?/.test(s))).to.equal(true);
    // Sorted by spend, the three-night hotel is on the last page.
    const small = () => deepQueryAll(el, '[part="rate-sample"][data-small-sample]');
    expect(small()).to.have.length(0);
    const next = deepQueryAll(el, '[part="page-button"]').find(
      (b) => b.getAttribute('aria-label') === 'Next page',
    ) as HTMLButtonElement;
    const range = () => deepQuery(el, '[part="page-range"]')?.textContent ?? '';
    next.click();
    await until(() => range().startsWith('11'), 'the second page');
    next.click();
    await until(() => small().length === 1, 'the small sample');
    expect(small()[0]!.textContent).to.equal('(n = 3 nights, small sample)');
  });

  it('links each gauge and the discount card to its module and raises tripsight-navigate', async () => {
    service = insightsService();
    const bus = mountAt(
      '<tripsight-hotel-program-performance mode="poc"></tripsight-hotel-program-performance>',
      1440,
    );
    bus.setState({ activeTab: 'HotelProgramPerformancePOC' });
    const el = document.querySelector('tripsight-hotel-program-performance')!;
    await until(() => deepQueryAll(el, '[part="module-link"]').length === 4, 'the four module links');
    const links = deepQueryAll(el, '[part="module-link"]') as HTMLAnchorElement[];
    const targets = [
      'DiscountLevelBenchmarkingPOC',
      'NegotiatedRateCoveragePOC',
      'NegotiatedRateAvailabilityPOC',
      'NegotiatedRateUtilizationPOC',
    ];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(targets.map((t) => tabRoute(findTab(t)!)));
    const seen: unknown[] = [];
    const onNavigate = (event: Event) => {
      seen.push((event as CustomEvent).detail);
      event.preventDefault();
    };
    document.addEventListener('tripsight-navigate', onNavigate);
    const before = location.href;
    links[1]!.click();
    document.removeEventListener('tripsight-navigate', onNavigate);
    expect(seen).to.deep.equal([{ from: 'HotelProgramPerformancePOC', to: 'NegotiatedRateCoveragePOC' }]);
    // The host routed it: the link was not followed.
    expect(location.href).to.equal(before);
    const split = deepQueryAll(el, '[data-bucket]').map((li) => li.getAttribute('data-bucket'));
    expect(split).to.deep.equal([
      'onNegotiatedRate',
      'negRateAvailableButNotUtilized',
      'negRateNotAvailable',
      'notCovered',
    ]);
    expect(deepText(el)).to.contain('On negotiated rate: 40.8%');
  });

  it('says so when a card has no data, and shows the error text when its call fails', async () => {
    service = fakeService((url) => {
      if (url.pathname.endsWith('/summary')) return Response.json({ message: 'boom' }, { status: 500 });
      if (url.pathname.endsWith('/details/mainTable')) return answer([]);
      return undefined;
    });
    mountAt(
      '<tripsight-availability-summary></tripsight-availability-summary><tripsight-availability-details></tripsight-availability-details>',
      390,
    );
    const details = document.querySelector('tripsight-availability-details')!;
    await until(() => deepText(details).includes('No data to display at this time'), 'the empty text');
    const summary = document.querySelector('tripsight-availability-summary')!;
    await until(() => deepText(summary).includes('An error has occurred'), 'the error text');
  });
});
