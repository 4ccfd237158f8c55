import * as Plot from '@observablehq/plot';
import { barPlot, type BarPlotSpec } from '@tripsight/core/format';
import { parseHTML } from 'linkedom';

/*
 * Charts drawn in the service, for mails and PDFs: the elements' own Plot specs (core's `barPlot`),
 * drawn into a server-side document and written out as SVG text.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The series colour the elements' charts start with (light theme). */
const CHART_FILL = '#0969da';

/** A bar chart as standalone SVG text (its size in px; the font sans-serif, as in the elements). */
export function barChartSvg(spec: Omit<BarPlotSpec, 'fill'> & { fill?: string }): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const marks = { ...Plot, plot: (options: Plot.PlotOptions) => Plot.plot({ ...options, document }) };
  const figure = barPlot(marks, { fill: CHART_FILL, ...spec }) as unknown as Element;
  const svg = figure.tagName.toLowerCase() === 'svg' ? figure : figure.querySelector('svg');
  if (!svg) throw new Error('the chart drew no SVG');
  svg.setAttribute('xmlns', SVG_NS);
  return svg.toString();
}
