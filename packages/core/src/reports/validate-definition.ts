import type { CubeMetaResponse, CubeQuery } from '../cube/cube-query.js';
import type { ReportDefinition } from './report-definition.js';

/** The suffixes `{currency}` stands for in a member name (see ReportVisualDefinition). */
export const CURRENCY_SUFFIXES = ['Usd', 'Eur', 'Gbp', 'DefaultCurrency'] as const;
const CURRENCY = '{currency}';

/** Every member a query names: measures, dimensions, time dimensions, filters and order. */
function queryMembers(query: CubeQuery): string[] {
  const order = Array.isArray(query.order)
    ? query.order.map(([name]) => name)
    : Object.keys(query.order ?? {});
  return [
    ...(query.measures ?? []),
    ...(query.dimensions ?? []),
    ...(query.timeDimensions ?? []).map((time) => time.dimension),
    ...(query.filters ?? []).map((filter) => filter.member),
    // An order on a granular time dimension names it with its granularity (`Cube.date.month`).
    ...order.map((name) => name.split('.').slice(0, 2).join('.')),
  ];
}

/**
 * The problems of a report definition against the query API's `meta` (empty when none): every
 * member of every visual's query exists; `{currency}` stands only in money measures (a measure that
 * exists with each currency suffix); a query reads one cube; the date dimension is a time dimension
 * of that cube; page names and visual ids are unique; formats name members of the query.
 */
export function validateReportDefinition(definition: ReportDefinition, meta: CubeMetaResponse): string[] {
  const types = new Map<string, { kind: 'measure' | 'dimension'; type: string }>();
  for (const cube of meta.cubes) {
    for (const m of cube.measures) types.set(m.name, { kind: 'measure', type: m.type });
    for (const d of cube.dimensions) types.set(d.name, { kind: 'dimension', type: d.type });
  }
  const problems: string[] = [];
  const pages = new Set<string>();
  for (const page of definition.pages) {
    if (pages.has(page.name)) problems.push(`${definition.reportName}: page ${page.name} twice`);
    pages.add(page.name);
    const ids = new Set<string>();
    for (const visual of page.visuals) {
      const at = `${definition.reportName}/${page.name}/${visual.id}`;
      if (ids.has(visual.id)) problems.push(`${at}: visual id twice`);
      ids.add(visual.id);
      const measures = new Set(visual.query.measures ?? []);
      const members = queryMembers(visual.query);
      const check = (name: string) => {
        if (!name.includes(CURRENCY)) {
          if (!types.has(name)) problems.push(`${at}: unknown member ${name}`);
          return;
        }
        if (!measures.has(name))
          problems.push(`${at}: ${CURRENCY} in ${name}, which is not a measure of the query`);
        for (const suffix of CURRENCY_SUFFIXES) {
          const real = name.replace(CURRENCY, suffix);
          const found = types.get(real);
          if (!found) problems.push(`${at}: unknown member ${real}`);
          else if (found.kind !== 'measure' || found.type !== 'number')
            problems.push(`${at}: ${CURRENCY} in ${name}, which is not a money measure`);
        }
      };
      members.forEach(check);
      const cubes = new Set(members.map((name) => name.split('.')[0]));
      if (cubes.size !== 1) problems.push(`${at}: reads ${cubes.size} cubes, not one`);
      if (visual.dateDimension) {
        const date = types.get(visual.dateDimension);
        if (date?.type !== 'time')
          problems.push(`${at}: date dimension ${visual.dateDimension} is not a time dimension`);
        if (!cubes.has(visual.dateDimension.split('.')[0]))
          problems.push(`${at}: date dimension of another cube`);
      }
      for (const name of Object.keys(visual.formats ?? {})) {
        if (!members.includes(name)) problems.push(`${at}: format of ${name}, not a member of the query`);
      }
    }
  }
  return problems;
}
