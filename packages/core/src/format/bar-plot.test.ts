import { describe, expect, it } from 'vitest';
import { barPlot, type BarPlotMarks } from './bar-plot.js';

/** Marks that return what they were given, so a test reads the figure's options. */
const recording: BarPlotMarks<Record<string, unknown>> = {
  plot: (options) => options as Record<string, unknown>,
  barX: (data, options) => ({ mark: 'barX', data, options }),
  barY: (data, options) => ({ mark: 'barY', data, options }),
  ruleX: (values) => ({ mark: 'ruleX', values }),
  ruleY: (values) => ({ mark: 'ruleY', values }),
};

const format = (value: number) => `$${value}`;
const months = ['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'].map((label, i) => ({ label, value: i * 100 }));

describe('barPlot', () => {
  it('draws periods as vertical bars from zero, with the value heading on the axis', () => {
    const figure = barPlot(recording, {
      data: months,
      caption: 'Savings by month',
      valueHeading: 'Savings accepted',
      format,
      width: 600,
      fill: '#0969da',
    });
    expect(figure).toMatchObject({ width: 600, height: 250, marginLeft: 56, marginBottom: 40 });
    expect(figure.x).toMatchObject({ label: null, domain: months.map((m) => m.label), tickRotate: 0 });
    expect(figure.y).toMatchObject({ label: 'Savings accepted', grid: true });
    // Whole steps from zero to at least the tallest bar (500): the top grid line is above every bar.
    expect(figure.y).toMatchObject({ domain: [0, 500], ticks: [0, 100, 200, 300, 400, 500] });
    const [bars, rule] = figure.marks as { mark: string; options?: Record<string, unknown> }[];
    expect(bars).toMatchObject({ mark: 'barY', options: { x: 'label', y: 'value', fill: '#0969da' } });
    expect((bars!.options!.title as (d: unknown) => string)(months[1])).toBe('Jul: $100');
    expect(rule).toEqual({ mark: 'ruleY', values: [0] });
  });

  it('makes room left of the axis for its widest tick label, and tops the axis above the tallest bar', () => {
    const money = (value: number) => `€${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const figure = barPlot(recording, {
      data: [
        { label: '2026-09', value: 1_691.33 },
        { label: '2026-10', value: 934 },
      ],
      caption: 'Savings accepted over the recent periods',
      valueHeading: 'Savings accepted',
      format: money,
      width: 520,
      fill: '#0969da',
    });
    const y = figure.y as { domain: [number, number]; ticks: number[]; tickFormat: (v: number) => string };
    expect(y.domain[1]).toBeGreaterThanOrEqual(1_691.33);
    expect(y.ticks.at(-1)).toBe(y.domain[1]);
    // '€2,000.00' is 9 characters: about 62 px at the axis font, plus the tick and its gap.
    expect(y.tickFormat(2000)).toBe('€2,000.00');
    expect(figure.marginLeft).toBeGreaterThanOrEqual(9 * 6 + 8 + 10);
  });

  it('leaves out an axis label that repeats the caption, and turns crowded labels', () => {
    const weeks = Array.from({ length: 12 }, (_, i) => ({ label: `Wk of Oct ${i + 10}`, value: i }));
    const figure = barPlot(recording, {
      data: weeks,
      caption: 'Savings',
      valueHeading: 'Savings',
      format,
      width: 330,
      fill: 'red',
    });
    expect(figure.y).toMatchObject({ label: null });
    expect(figure.x).toMatchObject({ tickRotate: -35 });
    expect(figure.marginBottom).toBeGreaterThan(40);
  });

  it('gives horizontal bars the room of their longest category and cuts longer ones', () => {
    const clients = [
      { label: 'Wonka Confectionery International Holdings', value: 5 },
      { label: 'Acme', value: 3 },
    ];
    const figure = barPlot(recording, {
      data: clients,
      caption: 'Savings by client',
      valueHeading: 'Savings',
      format,
      orientation: 'horizontal',
      width: 400,
      fill: 'red',
    });
    expect(figure.marginLeft).toBe(180);
    const tickFormat = (figure.y as { tickFormat: (label: string) => string }).tickFormat;
    expect(tickFormat(clients[0]!.label)).toMatch(/…$/);
    expect(tickFormat('Acme')).toBe('Acme');
    expect((figure.marks as { mark: string }[]).map((mark) => mark.mark)).toEqual(['barX', 'ruleX']);
  });
});
