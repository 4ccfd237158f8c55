import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { loadPlot, type PlotMarks } from './load-plot.js';
import { seriesColours, themeColour } from './palette.js';
import { useTheme } from '../../internal/theme.js';

/** What a chart draws with: the width of its area and the six series colours, resolved. */
export interface PlotFrame {
  width: number;
  colours: string[];
  /** The value of a colour token (`colour('map-land')` reads `--ts-map-land`) in the element's theme. */
  colour: (token: string) => string;
}

/** Narrowest drawing width: a 390 px phone leaves about 330 px inside a card. */
const MIN_WIDTH = 280;
/** Width changes smaller than this do not redraw (scrollbars coming and going). */
const REDRAW_STEP = 8;

export interface UsePlot {
  /** Give to ChartFrame's `chartRef`: the element Plot draws into. */
  chartRef: (node: HTMLDivElement | null) => void;
  /** Why Plot could not load or draw. */
  error: string | null;
}

/**
 * Draws a Plot figure into the chart area: loads Plot lazily, draws at the area's width (and again
 * when that width changes), hides the SVG from assistive technology (the area is a labelled image
 * and the table view carries the data), and marks the area `data-painted` once it is on screen.
 * `draw` may be a new function each render; the chart redraws when `deps` change. `load` gives
 * charts that need other marks (maps) their own lazily loaded module.
 */
export function usePlot<M = PlotMarks>(
  draw: (Plot: M, frame: PlotFrame) => Element,
  deps: DependencyList,
  load: () => Promise<M> = loadPlot as unknown as () => Promise<M>,
): UsePlot {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const drawn = useRef(0);
  // Plot writes resolved colours into the SVG, so a theme change redraws.
  const theme = useTheme();
  const latest = useRef(draw);
  latest.current = draw;

  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.round(entries[0]?.contentRect.width ?? 0);
      if (next > 0 && Math.abs(next - drawn.current) >= REDRAW_STEP) setWidth(next);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);

  useEffect(() => {
    if (!node) return;
    let cancelled = false;
    load()
      .then((Plot) => {
        if (cancelled) return;
        const frameWidth = Math.max(MIN_WIDTH, node.clientWidth || width || 600);
        drawn.current = frameWidth;
        const chart = latest.current(Plot, {
          width: frameWidth,
          colours: seriesColours(node),
          colour: (token) => themeColour(node, token),
        });
        chart.setAttribute('aria-hidden', 'true');
        // Plot puts a <style> in each SVG; charts.styles.ts carries its rules, and leaving it out
        // keeps the charts within a strict Content-Security-Policy (no inline styles).
        chart.querySelectorAll('style').forEach((style) => style.remove());
        node.replaceChildren(chart);
        setError(null);
        requestAnimationFrame(() => {
          if (!cancelled) node.setAttribute('data-painted', '');
        });
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      cancelled = true;
      node.removeAttribute('data-painted');
    };
    // `deps` are the caller's drawing inputs; `draw` itself is read through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [node, width, theme, ...deps]);

  const chartRef = useCallback((next: HTMLDivElement | null) => setNode(next), []);
  return { chartRef, error };
}
