// The map's own chunk: Observable Plot's geographic marks and the world's countries (world-atlas:
// Natural Earth at 1:110m), loaded only when a map renders. Maps are drawn offline: no tile server.
import type { geo } from '@observablehq/plot';
import { feature } from 'topojson-client';
import countries110m from 'world-atlas/countries-110m.json';

export { dot, geo, plot, text } from '@observablehq/plot';

type Topology = Parameters<typeof feature>[0];

const topology = countries110m as unknown as Topology;

/** The countries of the world as GeoJSON, for `geo`. */
export const WORLD_COUNTRIES: Parameters<typeof geo>[0] = feature(topology, topology.objects.countries!);
