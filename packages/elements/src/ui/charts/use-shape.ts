import { useEffect, useState } from 'react';
import type * as ShapeModule from './shape-marks.js';

/** The d3-shape generators (see shape-marks.ts). */
export type Shape = typeof ShapeModule;

let loaded: Shape | null = null;
let loading: Promise<Shape> | null = null;

/** Loads d3-shape once, when the first SVG chart renders; KPIs and tables paint without it. */
export function loadShape(): Promise<Shape> {
  loading ??= import('./shape-marks.js').then((module) => (loaded = module));
  // A failed load may be retried by the next chart.
  loading.catch(() => (loading = null));
  return loading;
}

export interface UseShape {
  /** The generators, or null while they load (the chart area stays reserved, not painted). */
  shape: Shape | null;
  /** Why they could not load. */
  error: string | null;
}

/**
 * d3-shape for a chart drawn by React: at once when an earlier chart loaded it, otherwise after the
 * first render (the frame reserves the area meanwhile, as it does while Plot loads).
 */
export function useShape(): UseShape {
  const [shape, setShape] = useState<Shape | null>(loaded);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (shape) return;
    let live = true;
    loadShape().then(
      (module) => live && setShape(module),
      (problem: unknown) => live && setError(problem instanceof Error ? problem.message : String(problem)),
    );
    return () => {
      live = false;
    };
  }, [shape]);
  return { shape, error };
}
