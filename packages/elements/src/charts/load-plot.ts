/** Observable Plot, loaded once and only when the first chart renders (it is the heaviest module). */
let plot: Promise<typeof import('@observablehq/plot')> | null = null;

export function loadPlot(): Promise<typeof import('@observablehq/plot')> {
  plot ??= import('@observablehq/plot');
  return plot;
}
