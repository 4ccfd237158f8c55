import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Column } from '../data-table.js';
import type * as GeoModule from './geo-marks.js';
import { ChartFrame } from './chart-frame.js';
import type { ChartDescription } from './chart-walk.js';
import { usePlot } from './use-plot.js';
import { centreOf, pannedView, placeBadges, viewBox } from './world-map-geometry.js';

type GeoMarks = typeof GeoModule;

/** The map marks and world geometry, loaded once and only when the first map renders. */
let geoMarks: Promise<GeoMarks> | null = null;
function loadGeoMarks(): Promise<GeoMarks> {
  geoMarks ??= import('./geo-marks.js');
  return geoMarks;
}

/** A place on the map: where it is, its marker and its badge. */
export interface MapMarker {
  key: string;
  longitude: number;
  latitude: number;
  /** Marker radius in px. */
  radius: number;
  /** CSS colour of the marker and of its badge. */
  colour: string;
  /** Short text of the badge (e.g. '$12.3k'); no badge when empty. */
  badge: string;
  /** Tip shown on hover of the marker, and said when the keyboard walks to it. */
  tip: string;
  /** The place's name and figure, for the map's summary sentence (with WorldMap's `format`). */
  label?: string;
  value?: number;
}

/** A view of the map: whole zoom levels (each doubles the scale) around a centre [longitude, latitude]. */
export interface MapView {
  zoom: number;
  center: [number, number];
}

export interface WorldMapProps<T extends object> {
  /** Names the map and its table. */
  caption: string;
  /** One marker per row (biggest first: badges of later markers give way to earlier ones). */
  markers: readonly MapMarker[];
  /** The table view's rows and columns. */
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** Zoom levels: the first view's, the least and the most. */
  zoom: { initial: number; min: number; max: number };
  /** Centre of the first view (default: where the markers weigh most). */
  center?: [number, number];
  /** Height of the drawing in px (default 380). */
  height?: number;
  legend?: ReactNode;
  /** Full form of the markers' `value`s, for the summary sentence. */
  format?: (value: number) => string;
}

/**
 * A world map drawn offline with Observable Plot's geo marks over world-atlas countries (Mercator),
 * with a marker and a badge per place, in a ChartFrame (so its data is also a table). Zoom buttons
 * and a level readout sit above it; drag (or the arrow keys while a map button has focus) pans,
 * double-click zooms in, +/- zoom. Parts: those of ChartFrame, and `map-controls`, `zoom-in`,
 * `zoom-out`, `zoom-level`, `map-reset`.
 */
export function WorldMap<T extends object>({
  caption,
  markers,
  rows,
  columns,
  zoom: limits,
  center,
  height = 380,
  legend,
  format,
}: WorldMapProps<T>) {
  const initial = useMemo<MapView>(
    () => ({ zoom: limits.initial, center: center ?? centreOf(markers) }),
    // The first view follows the data until the user moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [limits.initial, center?.[0], center?.[1], markers],
  );
  const [moved, setMoved] = useState<MapView | null>(null);
  const view = moved ?? initial;
  const { chartRef, error } = usePlot<GeoMarks>(
    (Plot, { width, colour }) => {
      const box = viewBox(view);
      const badges = placeBadges(markers, view, width, height);
      return Plot.plot({
        width,
        height,
        style: { background: colour('map-water') },
        // Markers carry their radius in px; Plot would otherwise rescale it (to about 3 px at most).
        r: { type: 'identity' },
        projection: {
          type: 'mercator',
          domain: {
            type: 'MultiPoint',
            coordinates: [
              [box.west, box.south],
              [box.east, box.north],
            ],
          },
          clip: 'frame',
        },
        marks: [
          Plot.geo(Plot.WORLD_COUNTRIES, {
            fill: colour('map-land'),
            stroke: colour('map-border'),
            strokeWidth: 0.6,
          }),
          Plot.dot(markers, {
            x: 'longitude',
            y: 'latitude',
            r: 'radius',
            fill: 'colour',
            fillOpacity: 0.82,
            stroke: colour('surface'),
            strokeWidth: 1.2,
            title: 'tip',
          }),
          Plot.text(badges, {
            x: 'longitude',
            y: 'latitude',
            text: 'badge',
            dy: -26,
            fill: 'white',
            stroke: 'colour',
            strokeWidth: 14,
            strokeLinejoin: 'round',
            fontSize: 11,
            fontWeight: 600,
          }),
        ],
      });
    },
    [view, markers, height],
    loadGeoMarks,
  );

  /** Zooms in (1) or out (-1) a level, within the limits. */
  const zoomBy = useCallback(
    (step: number) =>
      setMoved((current) => {
        const from = current ?? initial;
        const next = Math.min(limits.max, Math.max(limits.min, Math.round(from.zoom + step)));
        return next === from.zoom ? current : { ...from, zoom: next };
      }),
    [initial, limits.min, limits.max],
  );
  /** Moves the centre by a share of the box shown (dx, dy in [-1, 1], east and north positive). */
  const panBy = useCallback(
    (dx: number, dy: number) =>
      setMoved((current) => {
        return pannedView(current ?? initial, dx, dy);
      }),
    [initial],
  );

  // Dragging pans: the distance dragged over the drawing's size, as a share of the box shown.
  const node = useRef<HTMLDivElement | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const area = node.current;
    if (!area) return;
    const down = (event: PointerEvent) => {
      drag.current = { x: event.clientX, y: event.clientY };
      area.setPointerCapture?.(event.pointerId);
    };
    const move = (event: PointerEvent) => {
      if (!drag.current) return;
      const { width: w, height: h } = area.getBoundingClientRect();
      const dx = event.clientX - drag.current.x;
      const dy = event.clientY - drag.current.y;
      if (Math.abs(dx) + Math.abs(dy) < 6) return;
      drag.current = { x: event.clientX, y: event.clientY };
      panBy(-dx / Math.max(1, w), dy / Math.max(1, h));
    };
    const up = () => {
      drag.current = null;
    };
    const double = () => zoomBy(1);
    area.addEventListener('pointerdown', down);
    area.addEventListener('pointermove', move);
    area.addEventListener('pointerup', up);
    area.addEventListener('pointercancel', up);
    area.addEventListener('dblclick', double);
    return () => {
      area.removeEventListener('pointerdown', down);
      area.removeEventListener('pointermove', move);
      area.removeEventListener('pointerup', up);
      area.removeEventListener('pointercancel', up);
      area.removeEventListener('dblclick', double);
    };
  }, [panBy, zoomBy]);
  const ref = useCallback(
    (next: HTMLDivElement | null) => {
      node.current = next;
      if (next) {
        next.style.touchAction = 'none';
        next.dataset.map = '';
      }
      chartRef(next);
    },
    [chartRef],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const step = 0.2;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      panBy(delta[0], delta[1]);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomBy(1);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoomBy(-1);
    }
  };
  const tools = (
    <div
      className="ts-map-controls"
      part="map-controls"
      role="group"
      aria-label={`${caption}: zoom; arrow keys move the map`}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        part="zoom-out"
        aria-label="Zoom out"
        disabled={view.zoom <= limits.min}
        onClick={() => zoomBy(-1)}
      >
        −
      </button>
      <output part="zoom-level" aria-live="polite">{`Zoom ${view.zoom}`}</output>
      <button
        type="button"
        part="zoom-in"
        aria-label="Zoom in"
        disabled={view.zoom >= limits.max}
        onClick={() => zoomBy(1)}
      >
        +
      </button>
      <button type="button" part="map-reset" disabled={moved === null} onClick={() => setMoved(null)}>
        Reset
      </button>
    </div>
  );
  // The keyboard walks the markers, biggest first; the summary names the largest and smallest place.
  const describe = useMemo<ChartDescription>(() => {
    const points = markers.map((m) => ({ label: m.label ?? m.tip, value: m.value ?? Number.NaN }));
    const measured = format !== undefined && markers.every((m) => m.value !== undefined);
    return {
      kind: 'categories',
      series: [{ points }],
      format: format ?? String,
      summary: measured ? undefined : `${caption}: ${markers.length} places.`,
      pointText: (_, i) => markers[i]?.tip ?? '',
    };
  }, [markers, format, caption]);
  return (
    <ChartFrame
      caption={caption}
      describe={describe}
      rows={rows}
      columns={columns}
      chartRef={ref}
      height={height}
      error={error}
      legend={legend}
      tools={tools}
    />
  );
}
