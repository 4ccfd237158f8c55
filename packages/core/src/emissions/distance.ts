/** Mean Earth radius (km) of the great-circle (haversine) distance the methods apply their factors to. */
const EARTH_RADIUS_KM = 6371;

/** A place on the globe in decimal degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two airports in km (haversine on a sphere of EARTH_RADIUS_KM).
 * The service computes the same formula in SQL (`greatCircleSql`), so both agree to the metre.
 */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The same distance as a SQL expression over four columns (degrees), for DuckDB and ClickHouse alike
 * (`sin`, `cos`, `asin`, `sqrt`, `pi()`, `least` exist in both).
 */
export function greatCircleSql(lat1: string, lon1: string, lat2: string, lon2: string): string {
  const rad = (column: string) => `(${column} * pi() / 180)`;
  return `(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    pow(sin((${rad(lat2)} - ${rad(lat1)}) / 2), 2)
    + cos(${rad(lat1)}) * cos(${rad(lat2)}) * pow(sin((${rad(lon2)} - ${rad(lon1)}) / 2), 2)))))`;
}
