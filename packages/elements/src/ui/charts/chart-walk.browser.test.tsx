import { expect } from 'chai';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { a11ySnapshot, sendKeys } from '@web/test-runner-commands';
import { nightsByChain, savingsByDay } from '../../testing/chart-fixtures.js';
import { elementShadow } from '../../testing/render.js';
import { AreaChart } from './area-chart.js';
import { BarChart } from './bar-chart.js';
import { Gauge } from './gauge.js';
import { HorizontalBars } from './horizontal-bars.js';
import { LineChart } from './line-chart.js';
import { PieChart } from './pie-chart.js';
import { WorldMap } from './world-map.js';
import { untilFound as until } from '@tripsight/testing';

/** A node of Chromium's accessibility tree, as the test runner's snapshot gives it. */
interface AxNode {
  role: string;
  name: string;
  description?: string;
  roledescription?: string;
  children?: AxNode[];
}

function findAx(node: AxNode, test: (n: AxNode) => boolean): AxNode | null {
  if (test(node)) return node;
  for (const child of node.children ?? []) {
    const found = findAx(child, test);
    if (found) return found;
  }
  return null;
}

const snapshot = () => a11ySnapshot({}) as unknown as Promise<AxNode>;

let host: HTMLElement | null = null;
let before: HTMLButtonElement | null = null;
let after: HTMLButtonElement | null = null;
let reactRoot: Root | null = null;

/** Renders `node` in a shadow root between two buttons of the page, as an element sits in a host page. */
function mount(node: ReactNode): ShadowRoot {
  before = Object.assign(document.createElement('button'), { textContent: 'Before' });
  after = Object.assign(document.createElement('button'), { textContent: 'After' });
  host = document.createElement('div');
  host.style.width = '600px';
  document.body.append(before, host, after);
  const { root, mount: container } = elementShadow(host);
  reactRoot = createRoot(container);
  reactRoot.render(node);
  return root;
}

const chartArea = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part="chart"]')!;
const readout = (root: ShadowRoot) => root.querySelector('[part="chart-readout"]')?.textContent ?? '';
const focused = (root: ShadowRoot) => root.activeElement;

/**
 * Tabs into the chart from the control before it: the chart area takes focus once, with a visible
 * ring, named by its caption and described by its summary in the accessibility tree.
 */
async function tabIn(root: ShadowRoot, caption: string, summary: string): Promise<HTMLElement> {
  const area = await until(() => root.querySelector<HTMLElement>('[part="chart"][tabindex="0"]'), 'chart');
  const toggle = root.querySelector<HTMLButtonElement>('[part="view-as-table"]');
  (toggle ?? before!).focus();
  await sendKeys({ press: 'Tab' });
  expect(focused(root), 'the chart area has focus').to.equal(area);
  const style = getComputedStyle(area);
  expect(style.outlineStyle, 'focus ring').to.equal('solid');
  expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
  const tree = await snapshot();
  const node = findAx(tree, (n) => n.role === 'application' && n.name === caption);
  expect(node, `the chart "${caption}" in the accessibility tree`).to.not.equal(null);
  expect(node!.description ?? '').to.contain(summary);
  expect(node!.description ?? '').to.contain('Arrow keys move from point to point');
  return area;
}

/** Presses `key` and returns what the readout (a polite live region) says. */
async function press(root: ShadowRoot, key: string): Promise<string> {
  await sendKeys({ press: key });
  return readout(root);
}

/** The live region's text is in the accessibility tree, in a status region. */
async function announced(text: string): Promise<void> {
  const tree = await snapshot();
  const status = findAx(tree, (n) => n.role === 'status' && findAx(n, (c) => c.name === text) !== null);
  expect(status, `"${text}" in a status region`).to.not.equal(null);
}

/** Escape leaves for the table toggle and silences the readout; Tab from the chart leaves the element. */
async function leave(root: ShadowRoot): Promise<void> {
  expect(await press(root, 'Escape')).to.equal('');
  const toggle = root.querySelector('[part="view-as-table"]');
  expect(focused(root), 'Escape moves focus to the table toggle').to.equal(toggle);
  await sendKeys({ press: 'Tab' });
  await sendKeys({ press: 'Tab' });
  expect(document.activeElement, 'the chart is one tab stop').to.equal(after);
}

const money = (v: number) => `$${v.toLocaleString('en-US')}`;
const months = [
  { label: 'Jan', value: 1000 },
  { label: 'Feb', value: 800 },
  { label: 'Oct', value: 1500 },
  { label: 'Nov', value: 1120 },
];
const chains = [
  { chain: 'Marriott', nights: 1240 },
  { chain: 'Hilton', nights: 980 },
  { chain: 'IHG', nights: 610 },
];

describe('chart keyboard walk and announcements in Chromium', () => {
  afterEach(() => {
    reactRoot?.unmount();
    for (const node of [before, host, after]) node?.remove();
    host = before = after = null;
    reactRoot = null;
  });

  it('walks vertical bars point to point, Home and End, and announces each point', async () => {
    const root = mount(
      <BarChart
        data={months}
        caption="Spend by month"
        labelHeading="Month"
        valueHeading="tracked spend"
        format={money}
      />,
    );
    await tabIn(root, 'Spend by month', 'Spend by month rose 12% from Jan to Nov; highest in Oct ($1,500)');
    expect(readout(root)).to.equal('');
    expect(await press(root, 'ArrowRight')).to.equal('Jan, tracked spend $1,000');
    expect(await press(root, 'ArrowRight')).to.equal('Feb, tracked spend $800');
    await announced('Feb, tracked spend $800');
    expect(await press(root, 'End')).to.equal('Nov, tracked spend $1,120');
    expect(await press(root, 'ArrowRight'), 'stays at the end').to.equal('Nov, tracked spend $1,120');
    expect(await press(root, 'ArrowLeft')).to.equal('Oct, tracked spend $1,500');
    expect(await press(root, 'Home')).to.equal('Jan, tracked spend $1,000');
    expect(chartArea(root).dataset.walkIndex).to.equal('0');
    await leave(root);
  });

  it('walks ranked bars (horizontal orientation) and names the highest and lowest', async () => {
    const root = mount(
      <BarChart
        data={chains.map((c) => ({ label: c.chain, value: c.nights }))}
        orientation="horizontal"
        caption="Nights by chain"
        labelHeading="Chain"
        valueHeading="Nights"
        format={(v) => v.toLocaleString('en-US')}
      />,
    );
    await tabIn(
      root,
      'Nights by chain',
      'Nights by chain: highest Marriott (1,240), lowest IHG (610), across 3 items.',
    );
    expect(await press(root, 'End')).to.equal('IHG, Nights 610');
    await announced('IHG, Nights 610');
    await leave(root);
  });

  it('walks labelled horizontal bars with the detail of each bar', async () => {
    const root = mount(
      <HorizontalBars
        {...nightsByChain(chains)}
        detail={{ heading: 'Stays', value: (r) => Math.round(r.nights / 3), format: String }}
      />,
    );
    await tabIn(root, 'Nights by chain', 'highest Marriott (1,240)');
    expect(await press(root, 'ArrowDown'), 'one series: the first point').to.equal(
      'Marriott, Nights 1,240 (Stays: 413)',
    );
    expect(await press(root, 'ArrowDown'), 'one series: Down stays').to.equal(
      'Marriott, Nights 1,240 (Stays: 413)',
    );
    expect(await press(root, 'ArrowRight')).to.equal('Hilton, Nights 980 (Stays: 327)');
    await announced('Hilton, Nights 980 (Stays: 327)');
    await leave(root);
  });

  it('walks the slices of a donut with their shares, and says the largest and smallest share', async () => {
    const root = mount(<PieChart {...nightsByChain(chains)} valueHeading="nights" />);
    await tabIn(
      root,
      'Nights by chain',
      'Nights by chain: largest share Marriott (44%), smallest IHG (22%), of 3 parts.',
    );
    expect(await press(root, 'ArrowRight')).to.equal('Marriott, nights 1,240, 43.8%');
    expect(await press(root, 'End')).to.equal('IHG, nights 610, 21.6%');
    await announced('IHG, nights 610, 21.6%');
    await leave(root);
  });

  it('walks a full pie too', async () => {
    const root = mount(
      <PieChart
        {...nightsByChain(chains.slice(0, 2))}
        donut={false}
        caption="Nights, two chains"
        valueHeading="nights"
      />,
    );
    await tabIn(root, 'Nights, two chains', 'largest share Marriott (56%)');
    expect(await press(root, 'End')).to.equal('Hilton, nights 980, 44.1%');
    await leave(root);
  });

  it('walks a line against a number with its formatted x', async () => {
    const curve = [7, 14, 21].map((rule, i) => ({ rule, cost: 300 - i * 40 }));
    const root = mount(
      <LineChart
        rows={curve}
        x={(p) => p.rule}
        y={(p) => p.cost}
        caption="Cost by rule"
        xHeading="Rule (days)"
        yHeading="cost"
        format={money}
        formatX={(d) => `${d} days`}
      />,
    );
    await tabIn(root, 'Cost by rule', 'Cost by rule fell 27% from 7 days to 21 days');
    expect(await press(root, 'ArrowRight')).to.equal('7 days, cost $300');
    expect(await press(root, 'ArrowRight')).to.equal('14 days, cost $260');
    await announced('14 days, cost $260');
    await leave(root);
  });

  it('walks two series over time: Up and Down move between them at the same date', async () => {
    const days = [1, 2, 3].map((d) => ({ day: new Date(2026, 2, d), accepted: 100 * d, missed: 50 }));
    const root = mount(<AreaChart {...savingsByDay(days)} formatDate={(d) => `Mar ${d.getDate()}`} />);
    await tabIn(root, 'Savings by day', 'Savings by day, Accepted rose 200% from Mar 1 to Mar 3');
    expect(chartArea(root).getAttribute('aria-describedby')).to.not.equal(null);
    expect(await press(root, 'ArrowRight')).to.equal('Mar 1, Accepted $100');
    expect(await press(root, 'ArrowRight')).to.equal('Mar 2, Accepted $200');
    expect(await press(root, 'ArrowDown')).to.equal('Mar 2, Not accepted $50');
    expect(await press(root, 'ArrowDown'), 'the last series stays').to.equal('Mar 2, Not accepted $50');
    expect(await press(root, 'End')).to.equal('Mar 3, Not accepted $50');
    expect(await press(root, 'ArrowUp')).to.equal('Mar 3, Accepted $300');
    await announced('Mar 3, Accepted $300');
    await leave(root);
  });

  it('reads a gauge as its one figure', async () => {
    const root = mount(<Gauge value={64.2} caption="Rebooking ratio" label="of deals rebooked" />);
    await tabIn(root, 'Rebooking ratio', 'Rebooking ratio: 64% of deals rebooked.');
    expect(await press(root, 'ArrowRight')).to.equal('of deals rebooked, 64%');
    expect(await press(root, 'End')).to.equal('of deals rebooked, 64%');
    await announced('of deals rebooked, 64%');
    await leave(root);
  });

  it('walks the markers of a map, biggest first, with their tips', async () => {
    const markers = [
      { key: 'Paris', longitude: 2.35, latitude: 48.86, value: 5200 },
      { key: 'Berlin', longitude: 13.4, latitude: 52.52, value: 1800 },
    ].map((p) => ({
      ...p,
      label: p.key,
      radius: 8,
      colour: '#c00',
      badge: '',
      tip: `${p.key}: ${money(p.value)}`,
    }));
    const root = mount(
      <WorldMap
        caption="Savings by location"
        markers={markers}
        rows={markers}
        columns={[{ key: 'key', label: 'Place', rowHeader: true }]}
        zoom={{ initial: 2, min: 1, max: 6 }}
        format={money}
      />,
    );
    await tabIn(
      root,
      'Savings by location',
      'highest Paris ($5,200), lowest Berlin ($1,800), across 2 items.',
    );
    expect(await press(root, 'ArrowRight')).to.equal('Paris: $5,200');
    expect(await press(root, 'ArrowRight')).to.equal('Berlin: $1,800');
    await announced('Berlin: $1,800');
    await leave(root);
  });
});
