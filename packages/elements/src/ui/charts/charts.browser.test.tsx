import { expect } from 'chai';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { nightsByChain, savingsByDay } from '../../testing/chart-fixtures.js';
import { elementShadow } from '../../testing/render.js';
import { AreaChart } from './area-chart.js';
import { BarChart } from './bar-chart.js';
import { Gauge } from './gauge.js';
import { HorizontalBars } from './horizontal-bars.js';
import { PieChart } from './pie-chart.js';
import { moneyAxis } from '@tripsight/core/format';
import { untilFound as until } from '@tripsight/testing';

/** A phone's width: every chart must fit it without scrolling sideways. */
const PHONE = 390;

let host: HTMLElement | null = null;
let reactRoot: Root | null = null;

/** Renders `node` into a 390 px wide shadow root styled like an element's. */
function mount(node: ReactNode, style = ''): ShadowRoot {
  host = document.createElement('div');
  host.style.cssText = `width: ${PHONE}px; ${style}`;
  document.body.append(host);
  const { root, mount: container } = elementShadow(host);
  reactRoot = createRoot(container);
  reactRoot.render(node);
  return root;
}

/** Waits for the painted chart, checks it fits the phone width, then opens the table view. */
async function paintedThenTable(root: ShadowRoot, marks: string, rows: number): Promise<SVGSVGElement> {
  const svg = await until(
    () => root.querySelector<SVGSVGElement>('[part="chart"][data-painted] svg'),
    'the painted chart',
  );
  expect(svg.querySelectorAll(marks).length, marks).to.be.greaterThan(0);
  // Every chart of the kit is walked by keyboard: an application region described by its summary.
  expect(root.querySelector('[part="chart"]')!.getAttribute('role')).to.equal('application');
  expect(svg.getBoundingClientRect().width).to.be.greaterThan(200);
  expect(svg.getBoundingClientRect().right).to.be.at.most(host!.getBoundingClientRect().right + 0.5);
  const toggle = root.querySelector<HTMLButtonElement>('[part="view-as-table"]')!;
  toggle.click();
  await until(() => root.querySelector('[part="chart-table"] table[part="table"]'), 'the table');
  expect(root.querySelectorAll('[part="chart-table"] tbody tr').length).to.equal(rows);
  expect(toggle.getAttribute('aria-pressed')).to.equal('true');
  // The table swaps for the chart: no drawing is left above it.
  expect(root.querySelector('.ts-chart-region svg'), 'a chart left above the table').to.equal(null);
  expect(root.querySelector('[part="chart"]')).to.equal(null);
  return svg;
}

const money = (v: number) => `$${v.toLocaleString('en-US')}`;
const chains = [
  { chain: 'Marriott International', nights: 1240 },
  { chain: 'Hilton Worldwide Holdings', nights: 980 },
  { chain: 'IHG', nights: 610 },
  { chain: 'Accor', nights: 220 },
];
const byChain = nightsByChain(chains);
const days = Array.from({ length: 14 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 2, i + 1)),
  accepted: 100 + i * 20,
  missed: 40 + (i % 4) * 15,
}));

describe('UI kit charts in Chromium at 390 px', () => {
  afterEach(() => {
    reactRoot?.unmount();
    host?.remove();
    host = null;
    reactRoot = null;
  });

  it('draws vertical bars with Plot and offers them as a table', async () => {
    const root = mount(
      <BarChart
        data={days.map((d) => ({ label: `Mar ${d.day.getUTCDate()}`, value: d.accepted }))}
        caption="Savings by day"
        labelHeading="Day"
        valueHeading="Savings accepted"
        format={money}
      />,
    );
    await paintedThenTable(root, 'rect', days.length);
  });

  it('draws labelled horizontal bars with their values and offers them as a table', async () => {
    const root = mount(<HorizontalBars {...byChain} />);
    const svg = await paintedThenTable(root, 'rect', chains.length);
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).to.include('1,240');
    expect(texts).to.include('IHG');
  });

  it('draws two series over time in their own colours, with a legend, and offers them as a table', async () => {
    const root = mount(<AreaChart {...savingsByDay(days)} />, '--tripsight-chart-color-2: rgb(1, 2, 3);');
    await until(() => root.querySelector('[part="chart"][data-painted] svg'), 'the painted chart');
    const strokes = [...root.querySelectorAll('[part="chart"] svg path')].map((p) =>
      p.getAttribute('stroke'),
    );
    expect(strokes).to.include('rgb(1, 2, 3)');
    expect([...root.querySelectorAll('[part="legend"] li')].map((li) => li.textContent)).to.deep.equal([
      'Accepted',
      'Not accepted',
    ]);
    await paintedThenTable(root, 'path', days.length);
    expect(
      [...root.querySelectorAll('[part="chart-table"] thead th')].map((th) => th.textContent),
    ).to.deep.equal(['Date', 'Accepted', 'Not accepted']);
  });

  it('draws a donut with a legend and offers it as a table', async () => {
    const root = mount(<PieChart {...byChain} />);
    await paintedThenTable(root, 'path', chains.length);
  });

  it('draws a gauge and offers it as a table', async () => {
    const root = mount(<Gauge value={72.5} caption="Rebooking ratio" label="of deals rebooked" />);
    const svg = await paintedThenTable(root, 'path', 1);
    expect(svg.querySelectorAll('path').length).to.equal(2);
  });

  it('never shows a stale chart: data that changes while the table is open is what the chart draws', async () => {
    const weeks = [
      { label: 'Wk of Mar 2', value: 500 },
      { label: 'Wk of Mar 9', value: 750 },
    ];
    const daily = days.slice(0, 7).map((d) => ({ label: `Mar ${d.day.getUTCDate()}`, value: d.accepted }));
    const chart = (data: typeof weeks, caption: string) => (
      <BarChart
        data={data}
        caption={caption}
        labelHeading="Period"
        valueHeading="Savings accepted"
        format={money}
      />
    );
    const root = mount(chart(weeks, 'Savings by week'));
    await paintedThenTable(root, 'rect', weeks.length);
    reactRoot!.render(chart(daily, 'Savings by day'));
    await until(
      () => root.querySelectorAll('[part="chart-table"] tbody tr').length === daily.length,
      'the daily table',
    );
    expect(root.querySelector('.ts-chart-region svg')).to.equal(null);
    root.querySelector<HTMLButtonElement>('[part="view-as-table"]')!.click();
    const svg = await until(
      () => root.querySelector<SVGSVGElement>('[part="chart"][data-painted] svg'),
      'the redrawn chart',
    );
    expect(svg.querySelectorAll('rect').length).to.equal(daily.length);
    const labels = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).to.include('Mar 1');
    expect(labels).not.to.include('Wk of Mar 2');
    expect(root.querySelectorAll('.ts-chart-region svg')).to.have.length(1);
    expect(root.querySelector('[part="chart-table"]')).to.equal(null);
  });

  it('keeps the labels of horizontal bars inside the chart at 390 px, and its value ticks apart', async () => {
    const reasons = [
      'Traveler prefers original flight times',
      'Fare conditions too restrictive',
      'Loyalty program preference',
      'No response from traveler',
    ];
    const axis = moneyAxis([700], 'EUR');
    const root = mount(
      <BarChart
        data={reasons.map((label, i) => ({ label, value: 700 - i * 150 }))}
        caption="Feedback"
        labelHeading="Reason"
        valueHeading="Savings"
        format={money}
        axis={axis}
        orientation="horizontal"
      />,
    );
    const svg = await until(
      () => root.querySelector<SVGSVGElement>('[part="chart"][data-painted] svg'),
      'the painted chart',
    );
    const frame = svg.getBoundingClientRect();
    const texts = [...svg.querySelectorAll('text')];
    for (const text of texts) {
      expect(text.getBoundingClientRect().left, text.textContent ?? '').to.be.at.least(frame.left - 0.5);
    }
    // The longest reasons are cut with '…' (the bar's tip and the table keep them whole).
    expect(texts.some((t) => t.textContent?.endsWith('…'))).to.equal(true);
    const ticks = texts
      .filter((t) => t.textContent?.startsWith('€'))
      .map((t) => t.getBoundingClientRect())
      .sort((a, b) => a.left - b.left);
    expect(ticks.length).to.be.greaterThan(2);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]!.left).to.be.greaterThan(ticks[i - 1]!.right);
  });

  it('turns weekly labels that would overlap at 390 px: apart, and whole inside the chart', async () => {
    const weeks = Array.from({ length: 9 }, (_, i) => ({
      label: `Wk of Oct ${5 + i * 7}`,
      value: 400 + i * 90,
    }));
    const root = mount(
      <BarChart
        data={weeks}
        caption="Savings by week"
        labelHeading="Week"
        valueHeading="Savings"
        format={money}
      />,
    );
    const svg = await until(
      () => root.querySelector<SVGSVGElement>('[part="chart"][data-painted] svg'),
      'the painted chart',
    );
    const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent?.startsWith('Wk of'));
    expect(texts).to.have.length(weeks.length);
    const frame = svg.getBoundingClientRect();
    const boxes = texts.map((t) => t.getBoundingClientRect()).sort((a, b) => a.left - b.left);
    for (const box of boxes) expect(box.bottom).to.be.at.most(frame.bottom + 0.5);
    const turned = texts.every((t) =>
      /rotate\(-35/.test(t.closest('[transform*="rotate"]')?.getAttribute('transform') ?? ''),
    );
    for (let i = 1; i < boxes.length; i++) {
      const [a, b] = [boxes[i - 1]!, boxes[i]!];
      if (turned) {
        // Parallel labels at 35°: their distance is the step along the axis times sin 35°.
        const step = (b.left + b.right) / 2 - (a.left + a.right) / 2;
        expect(step * Math.sin((35 * Math.PI) / 180), `labels ${i - 1} and ${i}`).to.be.at.least(10);
      } else {
        expect(b.left, `labels ${i - 1} and ${i}`).to.be.at.least(a.right);
      }
    }
  });

  it('labels a weekly series by its weeks, never between them', async () => {
    const weeks = Array.from({ length: 6 }, (_, i) => ({
      week: new Date(2026, 9, 5 + i * 7),
      requests: 10 + i,
    }));
    const root = mount(
      <AreaChart
        rows={weeks}
        x={(w) => w.week}
        series={[{ label: 'Requests', value: (w) => w.requests }]}
        format={(v) => String(v)}
        caption="Requests by week"
        variant="line"
        period="week"
      />,
    );
    const svg = await until(
      () => root.querySelector<SVGSVGElement>('[part="chart"][data-painted] svg'),
      'the painted chart',
    );
    const ticks = [...svg.querySelectorAll('[aria-label="x-axis tick label"] text')].map(
      (t) => t.textContent,
    );
    expect(ticks.length).to.be.greaterThan(1);
    for (const tick of ticks) expect(tick).to.match(/^Wk of (Oct|Nov) \d+$/);
  });

  it('does not repeat the caption as the value axis label', async () => {
    const root = mount(
      <BarChart
        data={[
          { label: 'Sep 2026', value: 1200 },
          { label: 'Oct 2026', value: 1500 },
        ]}
        caption="Hotel spend by month"
        labelHeading="Month"
        valueHeading="Hotel spend by month"
        format={money}
      />,
    );
    const svg = await until(
      () => root.querySelector<SVGSVGElement>('[part="chart"][data-painted] svg'),
      'the painted chart',
    );
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent ?? '');
    expect(texts.filter((text) => text.includes('Hotel spend by month'))).to.deep.equal([]);
  });

  it('gives each of seven categories its own colour', async () => {
    const statuses = [
      'Out of scope',
      'In progress',
      'Pending agent approval',
      'Completed',
      'Handed off',
      'Expired',
      'Failed',
    ];
    const root = mount(
      <PieChart
        rows={statuses.map((status, i) => ({ status, count: 10 + i }))}
        label={(r) => r.status}
        value={(r) => r.count}
        format={(v) => String(v)}
        caption="Requests by status"
        labelHeading="Status"
        valueHeading="Requests"
        categorical
      />,
    );
    const slices = await until(() => {
      const found = [...root.querySelectorAll<SVGPathElement>('.ts-pie-slice')];
      return found.length === statuses.length ? found : null;
    }, 'the slices');
    const fills = new Set(slices.map((slice) => getComputedStyle(slice).fill));
    expect(fills.size).to.equal(statuses.length);
  });
});
