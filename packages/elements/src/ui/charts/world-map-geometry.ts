import type { MapMarker, MapView } from './world-map.js';

/* Where places and badges fall on the world map: Mercator latitudes, the box a view shows, positions on screen. */

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
export function centreOf(markers: readonly MapMarker[]): [number, number] {
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
export function placeBadges(
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

/** A view whose centre is kept on the world (as `viewBox` draws it). */
function viewBoxCentre(view: MapView): MapView {
  const box = viewBox(view);
  return {
    zoom: view.zoom,
    center: [(box.west + box.east) / 2, latitudeOf((mercatorY(box.south) + mercatorY(box.north)) / 2)],
  };
}

/** `view` moved by a share of the box it shows (dx, dy in [-1, 1], east and north positive). */
export function pannedView(view: MapView, dx: number, dy: number): MapView {
  const box = viewBox(view);
  const lon = (box.west + box.east) / 2 + dx * (box.east - box.west);
  const y = mercatorY((box.south + box.north) / 2) + dy * (mercatorY(box.north) - mercatorY(box.south));
  return viewBoxCentre({ zoom: view.zoom, center: [lon, latitudeOf(y)] });
}
