type PlotMarks = typeof import('./plot-marks.js');

/** Observable Plot, loaded once and only when the first chart renders (it is the heaviest module). */
let plot: Promise<PlotMarks> | null = null;

export function loadPlot(): Promise<PlotMarks> {
  plot ??= import('./plot-marks.js');
  return plot;
}
