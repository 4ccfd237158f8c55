import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { DOWNLOAD_TEXTS } from '@tripsight/core/export';
import { defineAll } from '../../define-all.js';
import { fakeService, mountSignedIn, type FakeService } from '../../testing/filter-bar-support.js';
import { deepQuery, deepQueryAll, deepText } from '../../testing/testing.js';
import { insightsAnswer } from '../hotel-program-performance/testing/insights-fixture.js';

defineAll();

async function until(check: () => boolean, what: string, timeout = 9000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const answer = (data: unknown) =>
  Response.json({ data, annotation: { currency: 'USD' }, currencyFields: [] });
const EMAIL_ANSWER = { messageShouldBeDisplayed: true, messageStatus: 'sentEmailWithContent' };

function service(): FakeService {
  return fakeService((url) => {
    if (url.pathname.endsWith('/missedSavings/email')) return Response.json(EMAIL_ANSWER);
    if (url.pathname.endsWith('/missedSavings/report'))
      return new Response(new Blob(['xlsx']), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    const data = insightsAnswer(url.pathname);
    return data === undefined ? undefined : answer(data);
  });
}

function mount(tag: string) {
  const bus = mountSignedIn(`<${tag}></${tag}>`);
  return { bus, el: document.querySelector(tag)! };
}

/** Chooses the toggle button labelled `label` of a Choice. */
function choose(root: Element, label: string) {
  const button = deepQueryAll(root, 'sl-radio-button').find(
    (b) => b.textContent?.trim() === label,
  ) as HTMLElement;
  expect(button, label).to.not.equal(undefined);
  button.click();
}

const rowsOf = (root: Element): Element[] => {
  const table = deepQueryAll(root, 'table[part="table"]')[0];
  return table ? [...table.querySelectorAll(':scope > tbody > tr[part="row"]')] : [];
};
const firstCells = (root: Element) =>
  rowsOf(root).map((r) => r.querySelector('th, td')?.textContent?.trim() ?? '');

describe('hotel supplier insights interactions in Chromium', () => {
  let fake: FakeService | null = null;
  afterEach(() => {
    fake?.restore();
    fake = null;
    document.body.innerHTML = '';
  });

  it('shows a missed-savings card per hotel over 0.1 %, naming what went wrong', async () => {
    fake = service();
    const { el } = mount('tripsight-missed-savings-cards');
    await until(() => deepQueryAll(el, '[part="missed-card"]').length === 3, 'three cards');
    expect(deepQueryAll(el, '[part="reason"]').map((r) => r.textContent)).to.deep.equal([
      'Rate not loaded',
      'Last-room availability not honoured',
      'Paid above contract',
    ]);
    expect(deepText(el)).to.not.contain('Hotel Below Threshold');
    expect(deepText(el)).to.match(/available \d+\.\d% \(n = \d+ nights/);
  });

  it('exports a card through one Export menu: a file, or an e-mail report whose message status the banner shows', async () => {
    fake = service();
    const { el, bus } = mount('tripsight-missed-savings-cards');
    await until(() => deepQueryAll(el, '[part="missed-card"]').length === 3, 'the cards');
    const second = deepQueryAll(el, '[part="missed-card"]')[1]!;
    // One control to act with: no mode toggle beside a second button.
    const controls = () => [
      ...second.querySelectorAll<HTMLElement>(
        '[part="card-export"] button, [part="card-export"] [role="radio"]',
      ),
    ];
    expect(controls().map((c) => c.textContent?.trim())).to.deep.equal(['Export ▾']);
    const button = () => second.querySelector<HTMLButtonElement>('[part="export-button"]')!;
    expect(button().getAttribute('aria-haspopup')).to.equal('menu');
    const item = async (name: string) => {
      button().click();
      await until(() => second.querySelector('[role="menu"]') !== null, 'the export menu');
      const menu = second.querySelector('[role="menu"]')!;
      expect([...menu.querySelectorAll('[role="menuitem"]')].map((m) => m.textContent)).to.deep.equal([
        'Download',
        'Email report',
      ]);
      return [...menu.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].find(
        (m) => m.textContent === name,
      )!;
    };
    (await item('Download')).click();
    await until(
      () => fake!.calls.some((u) => u.pathname.endsWith('/missedSavings/report')),
      'the report call',
    );
    const report = fake!.calls.find((u) => u.pathname.endsWith('/missedSavings/report'))!;
    expect(report.searchParams.get('hotelId')).to.equal('H02');
    expect(JSON.parse(report.searchParams.get('filters')!)).to.be.an('object');
    await until(() => bus.getState().download.state === 'success', 'the downloaded file');
    expect(second.querySelector('[role="menu"]')).to.equal(null);
    await until(() => !button().disabled, 'the button again');
    (await item('Email report')).click();
    await until(() => bus.getState().download.state === 'sentEmailWithContent', 'the message status');
    const email = fake!.calls.find((u) => u.pathname.endsWith('/missedSavings/email'))!;
    expect(email.searchParams.get('hotelId')).to.equal('H02');
    expect(bus.getState().download.message).to.equal(DOWNLOAD_TEXTS.sentEmailWithContent);
  });

  it('works the Export menu by keyboard and closes it when focus leaves', async () => {
    fake = service();
    const { el } = mount('tripsight-missed-savings-cards');
    await until(() => deepQueryAll(el, '[part="missed-card"]').length === 3, 'the cards');
    const first = deepQueryAll(el, '[part="missed-card"]')[0]!;
    const button = first.querySelector<HTMLButtonElement>('[part="export-button"]')!;
    const focused = () => (first.getRootNode() as ShadowRoot).activeElement;
    button.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => focused()?.getAttribute('role') === 'menuitem', 'the first item focused');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(focused()?.textContent).to.equal('Download');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()?.textContent).to.equal('Email report');
    await sendKeys({ press: 'Escape' });
    await until(() => first.querySelector('[role="menu"]') === null, 'the menu closed');
    expect(focused()).to.equal(button);
    expect(fake.calls.some((u) => u.pathname.includes('/missedSavings/'))).to.equal(false);
    // Focus moving elsewhere (a click outside) closes the menu without acting.
    button.click();
    await until(() => first.querySelector('[role="menu"]') !== null, 'the menu again');
    const other = deepQueryAll(el, '[part="missed-card"]')[2]!.querySelector<HTMLButtonElement>(
      '[part="export-button"]',
    )!;
    other.focus();
    await until(() => first.querySelector('[role="menu"]') === null, 'the menu closed by the focus leaving');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('sorts and pages the availability details and opens a hotel on its room types', async () => {
    fake = service();
    const { el } = mount('tripsight-availability-details');
    await until(() => rowsOf(el).length === 10, 'ten rows');
    expect(firstCells(el)[0]).to.equal('Hotel W Berlin');
    const heading = deepQueryAll(el, 'th[part~="table-header"] button').find((b) =>
      b.textContent?.includes('Hotel'),
    )!;
    (heading as HTMLButtonElement).click();
    await until(() => firstCells(el)[0] !== 'Hotel W Berlin', 'sorted by hotel');
    const sorted = firstCells(el);
    expect(sorted[0]).to.equal('Hotel A Paris');
    expect([...sorted].sort()).to.deep.equal(sorted);
    const size = deepQuery(el, 'select[part="page-size"]') as HTMLSelectElement;
    size.value = '20';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => rowsOf(el).length === 20, 'twenty rows');
    const expand = deepQueryAll(el, 'button[part="expand"]')[0] as HTMLButtonElement;
    expect(expand.getAttribute('aria-expanded')).to.equal('false');
    expand.click();
    await until(() => deepText(el).includes('Executive king'), 'the room rows');
    expect(expand.getAttribute('aria-expanded')).to.equal('true');
    const rooms = fake!.calls.find((u) => u.pathname.endsWith('/details/collapsedTable'))!;
    expect(rooms.searchParams.get('hotelId')).to.match(/^H\d\d$/);
    expect(deepText(el)).to.contain('(n = 3 nights, small sample)');
    expand.click();
    await until(() => !deepText(el).includes('Executive king'), 'the rows closed');
  });

  it('switches availability over time between cities and chains', async () => {
    fake = service();
    const { el } = mount('tripsight-availability-over-time');
    await until(() => deepText(el).includes('Paris:'), 'the cities');
    choose(el, 'By chain');
    await until(() => deepText(el).includes('Accor:'), 'the chains');
    expect(fake.calls.some((u) => u.pathname.endsWith('/overTimeByChain/allResults'))).to.equal(true);
  });

  it('toggles coverage by month between nights and price, and top opportunities to chains', async () => {
    fake = service();
    mountSignedIn(
      '<tripsight-coverage-over-time></tripsight-coverage-over-time><tripsight-coverage-top-opportunities></tripsight-coverage-top-opportunities>',
    );
    const chart = document.querySelector('tripsight-coverage-over-time')!;
    await until(() => !!deepQuery(chart, '[part="view-as-table"]'), 'the chart');
    (deepQuery(chart, '[part="view-as-table"]') as HTMLButtonElement).click();
    await until(() => deepText(chart).includes('58.0%'), 'coverage on nights');
    choose(chart, 'Price');
    await until(
      () => deepText(chart).includes('59.0%') && !deepText(chart).includes('58.0%'),
      'coverage on price',
    );
    const top = document.querySelector('tripsight-coverage-top-opportunities')!;
    await until(() => rowsOf(top).length === 10, 'the hotels');
    choose(top, 'By chain');
    await until(() => rowsOf(top).length === 5 && firstCells(top)[0] === 'Accor', 'the chains');
  });

  it('breaks discount details down by hotel, city or chain with room rows, on a 0–30 % axis', async () => {
    fake = service();
    mountSignedIn(
      '<tripsight-discount-details></tripsight-discount-details><tripsight-discount-by-rate-type></tripsight-discount-by-rate-type>',
    );
    const details = document.querySelector('tripsight-discount-details')!;
    await until(() => rowsOf(details).length === 10, 'the hotels');
    // A hotel is named with its chain and country (the details' hotelName, chain and country).
    expect(firstCells(details).some((cell) => /^Hotel \w .+ \(\w+, France\)$/.test(cell))).to.equal(true);
    choose(details, 'By city');
    await until(() => rowsOf(details).length === 5 && firstCells(details).includes('Rome'), 'the cities');
    (deepQuery(details, 'button[part="expand"]') as HTMLButtonElement).click();
    await until(() => deepText(details).includes('Junior suite'), 'the room rows');
    choose(details, 'By chain');
    await until(
      () => firstCells(details).includes('Hyatt') && !deepText(details).includes('Junior suite'),
      'the chains, closed',
    );
    const bars = document.querySelector('tripsight-discount-by-rate-type')!;
    await until(() => !!deepQuery(bars, '[part="chart"][data-painted] svg'), 'the bars');
    const ticks = deepQueryAll(bars, '[part="chart"] svg text').map((t) => t.textContent);
    expect(ticks).to.include('0%');
    expect(ticks).to.include('30%');
    expect(deepText(bars)).to.contain('Property: 18.4% (n = 2,100 nights), above its benchmark');
  });
});
