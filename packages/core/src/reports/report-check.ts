import type { CubeMetaResponse, CubeQuery } from '../cube/cube-query.js';
import { CURRENCY_SUFFIXES, type CurrencySuffix } from '../cube/cubes.js';
import type { ReportDefinition, ReportVisualDefinition } from './report-definition.js';

/** Every member a query names: measures, dimensions, time dimensions, filters and order keys. */
function queryMembers(query: CubeQuery): { member: string; where: string }[] {
  const order = Array.isArray(query.order) ? query.order : Object.entries(query.order ?? {});
  return [
    ...(query.measures ?? []).map((member, i) => ({ member, where: `measures[${i}]` })),
    ...(query.dimensions ?? []).map((member, i) => ({ member, where: `dimensions[${i}]` })),
    ...(query.timeDimensions ?? []).map((time, i) => ({
      member: time.dimension,
      where: `timeDimensions[${i}]`,
    })),
    ...(query.filters ?? []).map((filter, i) => ({ member: filter.member, where: `filters[${i}]` })),
    ...order.map(([member], i) => ({
      // A granular time dimension is ordered by `member.granularity`.
      member: member.split('.').slice(0, 2).join('.'),
      where: `order[${i}]`,
    })),
  ];
}

/**
 * What is wrong with one visual against the query API's `/meta`: an unknown member, `{currency}`
 * anywhere but on a money measure (a number measure in all four currencies), a query across
 * cubes, a date dimension that is not a time dimension of the visual's cube, or a KPI that does
 * not have exactly one measure. Empty when the visual is sound.
 */
export function visualProblems(visual: ReportVisualDefinition, meta: CubeMetaResponse): string[] {
  const kinds = new Map<string, { kind: 'measure' | 'dimension'; type: string }>();
  for (const cube of meta.cubes) {
    for (const m of cube.measures) kinds.set(m.name, { kind: 'measure', type: m.type });
    for (const d of cube.dimensions) kinds.set(d.name, { kind: 'dimension', type: d.type });
  }
  const problems: string[] = [];
  const cubes = new Set<string>();
  for (const { member, where } of queryMembers(visual.query)) {
    cubes.add(member.split('.')[0] ?? '');
    if (member.includes('{currency}')) {
      const money = CURRENCY_SUFFIXES.every((suffix) => {
        const known = kinds.get(member.replace('{currency}', suffix));
        return known?.kind === 'measure' && known.type === 'number';
      });
      if (!money || !member.endsWith('{currency}'))
        problems.push(`${where}: ${member} is not a money measure in every currency`);
    } else if (!kinds.has(member)) {
      problems.push(`${where}: unknown member ${member}`);
    }
  }
  if (cubes.size > 1) problems.push(`reads several cubes (${[...cubes].join(', ')}): one cube per query`);
  if (visual.dateDimension) {
    const date = kinds.get(visual.dateDimension);
    if (date?.type !== 'time' || !cubes.has(visual.dateDimension.split('.')[0] ?? ''))
      problems.push(`dateDimension ${visual.dateDimension} is not a time dimension of the visual's cube`);
  }
  if (visual.kind === 'kpi' && visual.query.measures?.length !== 1)
    problems.push('a KPI shows exactly one measure');
  return problems.map((problem) => `${visual.id}: ${problem}`);
}

/**
 * What is wrong with a report against `/meta`: its visuals' problems (visualProblems), a report
 * without pages, a page without visuals, and page names or visual ids used twice.
 */
export function reportProblems(report: ReportDefinition, meta: CubeMetaResponse): string[] {
  const problems: string[] = [];
  if (report.pages.length === 0) problems.push('has no pages');
  const pageNames = new Set<string>();
  for (const page of report.pages) {
    if (pageNames.has(page.name)) problems.push(`page ${page.name} appears twice`);
    pageNames.add(page.name);
    if (page.visuals.length === 0) problems.push(`page ${page.name} has no visuals`);
    const ids = new Set<string>();
    for (const visual of page.visuals) {
      if (ids.has(visual.id)) problems.push(`page ${page.name}: visual ${visual.id} appears twice`);
      ids.add(visual.id);
      problems.push(...visualProblems(visual, meta).map((problem) => `page ${page.name}: ${problem}`));
    }
  }
  return problems.map((problem) => `${report.reportName}: ${problem}`);
}

/** A visual's query for one currency: `{currency}` replaced by its suffix (Usd, Eur, Gbp, DefaultCurrency). */
export function queryInCurrency(query: CubeQuery, suffix: CurrencySuffix): CubeQuery {
  return JSON.parse(JSON.stringify(query).replaceAll('{currency}', suffix)) as CubeQuery;
}
