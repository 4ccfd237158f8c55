import type * as PlotModule from './plot-marks.js';

/** The Observable Plot marks the charts use (see plot-marks.ts). */
export type PlotMarks = typeof PlotModule;

/** Observable Plot, loaded once and only when the first chart renders (it is the heaviest module). */
let plot: Promise<PlotMarks> | null = null;

export function loadPlot(): Promise<PlotMarks> {
  plot ??= import('./plot-marks.js');
  return plot;
}
