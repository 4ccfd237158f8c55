import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Column } from '../data-table.js';
import type * as GeoModule from './geo-marks.js';
import { ChartFrame } from './chart-frame.js';
import type { ChartDescription } from './chart-walk.js';
import { usePlot } from './use-plot.js';

type GeoMarks = typeof GeoModule;

/** The map marks and world geometry, loaded once and only when the first map renders. */
let geoMarks: Promise<GeoMarks> | null = null;
export function loadGeoMarks(): Promise<GeoMarks> {
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

/** Latitudes shown at zoom 1 (the poles are left out, as web maps do). */
const SOUTH = -58;
const NORTH = 78;
const RAD = Math.PI / 180;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2));
const latitudeOf = (y: number) => (2 * Math.atan(Math.exp(y)) - Math.PI / 2) / RAD;
const Y_SOUTH = mercatorY(SOUTH);
const Y_NORTH = mercatorY(NORTH);

/** The lon/lat box a view shows (the centre kept so the box stays on the world). */
export function viewBox({ zoom, center }: MapView): {
  west: number;
  east: number;
  south: number;
  north: number;
} {
  const scale = 2 ** (zoom - 1);
  const halfWidth = 180 / scale;
  const halfHeight = (Y_NORTH - Y_SOUTH) / 2 / scale;
  const lon = Math.min(180 - halfWidth, Math.max(-180 + halfWidth, center[0]));
  const y = Math.min(Y_NORTH - halfHeight, Math.max(Y_SOUTH + halfHeight, mercatorY(center[1])));
  return {
    west: lon - halfWidth,
    east: lon + halfWidth,
    south: latitudeOf(y - halfHeight),
    north: latitudeOf(y + halfHeight),
  };
}

/**
 * Where the markers weigh most: their mean position weighted by marker area, so the first view
 * opens on the places that matter (the middle of the world without markers).
 */
function centreOf(markers: readonly MapMarker[]): [number, number] {
  const total = markers.reduce((sum, m) => sum + m.radius ** 2, 0);
  if (total === 0) return [0, 20];
  const mean = (read: (m: MapMarker) => number) =>
    markers.reduce((sum, m) => sum + read(m) * m.radius ** 2, 0) / total;
  return [mean((m) => m.longitude), mean((m) => m.latitude)];
}

/** Screen position of a place in a view drawn at width x height (Plot fits the box keeping its aspect). */
function project(view: MapView, width: number, height: number, lon: number, lat: number): [number, number] {
  const box = viewBox(view);
  const x0 = box.west * RAD;
  const x1 = box.east * RAD;
  const y0 = mercatorY(box.south);
  const y1 = mercatorY(box.north);
  const k = Math.min(width / (x1 - x0), height / (y1 - y0));
  return [width / 2 + (lon * RAD - (x0 + x1) / 2) * k, height / 2 - (mercatorY(lat) - (y0 + y1) / 2) * k];
}

/** The markers whose badges fit without covering an earlier badge, in the order given. */
function placeBadges(
  markers: readonly MapMarker[],
  view: MapView,
  width: number,
  height: number,
): MapMarker[] {
  const placed: { x: number; y: number; w: number }[] = [];
  const shown: MapMarker[] = [];
  for (const marker of markers) {
    if (!marker.badge) continue;
    const [x, y] = project(view, width, height, marker.longitude, marker.latitude);
    if (x < 0 || x > width || y < 0 || y > height) continue;
    const w = marker.badge.length * 7 + 16;
    if (placed.some((p) => Math.abs(p.x - x) < (p.w + w) / 2 + 2 && Math.abs(p.y - y) < 22)) continue;
    placed.push({ x, y, w });
    shown.push(marker);
  }
  return shown;
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
        const from = current ?? initial;
        const box = viewBox(from);
        const lon = (box.west + box.east) / 2 + dx * (box.east - box.west);
        const y = mercatorY((box.south + box.north) / 2) + dy * (mercatorY(box.north) - mercatorY(box.south));
        return viewBoxCentre({ zoom: from.zoom, center: [lon, latitudeOf(y)] });
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

/** A view whose centre is kept on the world (as `viewBox` draws it). */
function viewBoxCentre(view: MapView): MapView {
  const box = viewBox(view);
  return {
    zoom: view.zoom,
    center: [(box.west + box.east) / 2, latitudeOf((mercatorY(box.south) + mercatorY(box.north)) / 2)],
  };
}
