import { useMemo } from 'react';
import type { CubeRow } from '@tripsight/core/cube';
import { markerRadius } from '@tripsight/core/hotel';
import { QUESTION_MAP_ZOOM, type PlaceCoordinates } from '@tripsight/core/question';
import { WorldMap, type MapMarker } from '../../ui/charts/world-map.js';
import type { Column } from '../../ui/data-table.js';

/** Colour of the answer's markers and badges (Plot writes it into the SVG, so no custom property). */
const MARKER_COLOUR = '#2563eb';

export interface QuestionMapProps<T extends object> {
  /** The place the answer is grouped by, with its coordinates' members. */
  place: PlaceCoordinates;
  /** The measure that sizes the markers. */
  measure: string;
  rows: readonly CubeRow[];
  /** The table view of the map: the answer's columns. */
  columns: readonly Column<T>[];
  /** The measure as text: in full for a marker's tip, short for its badge. */
  format: (value: number) => string;
  badge: (value: number) => string;
}

/**
 * An answer grouped by a place on a world map drawn offline (the UI kit's WorldMap): a marker per
 * place with coordinates, its area by the measure, the largest first so their badges win; the
 * answer's table is the map's table view.
 */
export function QuestionMap<T extends object>({
  place,
  measure,
  rows,
  columns,
  format,
  badge,
}: QuestionMapProps<T>) {
  const markers = useMemo<MapMarker[]>(() => {
    const located = rows
      .map((row) => ({
        name: String(row[place.dimension] ?? '—'),
        latitude: Number(row[place.latitude]),
        longitude: Number(row[place.longitude]),
        value: Number(row[measure] ?? 0),
        known: row[place.latitude] !== null && row[place.longitude] !== null,
      }))
      .filter((p) => p.known && Number.isFinite(p.latitude) && Number.isFinite(p.longitude))
      .sort((a, b) => b.value - a.value);
    const largest = located[0]?.value ?? 0;
    return located.map((p) => ({
      key: p.name,
      latitude: p.latitude,
      longitude: p.longitude,
      radius: markerRadius(p.value, largest),
      colour: MARKER_COLOUR,
      badge: badge(p.value),
      tip: `${p.name}: ${format(p.value)}`,
      label: p.name,
      value: p.value,
    }));
  }, [rows, place, measure, format, badge]);
  return (
    <WorldMap
      caption="Answer"
      markers={markers}
      rows={rows as unknown as T[]}
      columns={columns}
      zoom={QUESTION_MAP_ZOOM}
      height={360}
      format={format}
    />
  );
}
