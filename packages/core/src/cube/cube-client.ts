import type { Bus } from '../bus/bus.js';
import type { FilterSelection } from '../bus/types.js';
import { FILTER_GROUPS, type FilterGroup } from '../model/filter-groups.js';
import { busTarget } from '../api/analytics-client.js';
import { requestJson, type ServiceTarget } from '../api/request.js';
import type {
  CubeCompactData,
  CubeFilter,
  CubeLoadResponse,
  CubeMetaResponse,
  CubeQuery,
  CubeRow,
} from './cube-query.js';

/** Where the analytics query API lives under the service's base URL (Cube's REST path). */
export const CUBE_API_PATH = '/cubejs-api/v1';

/** The dimension of every air cube that each filter group of the bus restricts. */
export const CUBE_FILTER_DIMENSIONS: Readonly<Record<FilterGroup, string>> = {
  gds: 'gds',
  region: 'ticketingRegion',
  continent: 'ticketingContinent',
  pointOfSale: 'ticketingCountry',
  corporate: 'directEnterprise',
  pccName: 'pccName',
};

/** The bus's filter selections as `equals` filters on `cube`'s filter dimensions (empty groups left out). */
export function cubeFilters(cube: string, filters: Partial<FilterSelection>): CubeFilter[] {
  return FILTER_GROUPS.flatMap((group) => {
    const values = filters[group] ?? [];
    return values.length > 0
      ? [
          {
            member: `${cube}.${CUBE_FILTER_DIMENSIONS[group]}`,
            operator: 'equals' as const,
            values: [...values],
          },
        ]
      : [];
  });
}

/** POSTs a query to `load`; answers the reply and the names of its number members. */
async function requestLoad<Data>(
  target: Bus | ServiceTarget,
  query: CubeQuery,
  signal?: AbortSignal,
): Promise<{ answer: CubeLoadResponse<Data>; numeric: Set<string> }> {
  const answer = await requestJson<CubeLoadResponse<Data>>(toTarget(target), {
    method: 'POST',
    path: `${CUBE_API_PATH}/load`,
    body: { query },
    signal,
  });
  const numeric = new Set(
    Object.entries({ ...answer.annotation.measures, ...answer.annotation.dimensions })
      .filter(([, member]) => member.type === 'number')
      .map(([name]) => name),
  );
  return { answer, numeric };
}

const asNumber = (value: string | number | null) => (typeof value === 'string' ? Number(value) : value);

/**
 * POSTs a query to `load` and answers its rows, numbers as numbers (Cube sends measures as strings).
 *
 * @example
 * const rows = await loadCube(bus, { measures: ['FaresaverItinerariesView.countPnrs'], limit: 5 });
 */
export async function loadCube(
  target: Bus | ServiceTarget,
  query: CubeQuery,
  signal?: AbortSignal,
): Promise<CubeRow[]> {
  const { answer, numeric } = await requestLoad<CubeRow[]>(target, query, signal);
  return answer.data.map((row) => {
    const out: CubeRow = {};
    for (const [key, value] of Object.entries(row)) out[key] = numeric.has(key) ? asNumber(value) : value;
    return out;
  });
}

/**
 * Like `loadCube`, in Cube's compact format: the members once, then one array of values per row (numbers
 * as numbers). For large answers (tens of thousands of rows), whose keys would otherwise repeat per cell.
 *
 * @example
 * const { members, dataset } = await loadCubeCompact(bus, { dimensions: [...], limit: 50000 });
 */
export async function loadCubeCompact(
  target: Bus | ServiceTarget,
  query: CubeQuery,
  signal?: AbortSignal,
): Promise<CubeCompactData> {
  const { answer, numeric } = await requestLoad<CubeCompactData>(
    target,
    { ...query, responseFormat: 'compact' },
    signal,
  );
  const { members, dataset } = answer.data;
  const numbers = members.map((member, i) => (numeric.has(member) ? i : -1)).filter((i) => i >= 0);
  if (numbers.length > 0) {
    for (const row of dataset) for (const i of numbers) row[i] = asNumber(row[i] ?? null);
  }
  return { members, dataset };
}

/** GETs `meta`: the cubes with their measures and dimensions (name, title, shortTitle, type). */
export function cubeMeta(target: Bus | ServiceTarget, cubeName?: string): Promise<CubeMetaResponse> {
  return requestJson<CubeMetaResponse>(toTarget(target), {
    path: `${CUBE_API_PATH}/meta`,
    query: { cubeName },
  });
}

function toTarget(target: Bus | ServiceTarget): ServiceTarget {
  return 'getToken' in target ? target : busTarget(target);
}
