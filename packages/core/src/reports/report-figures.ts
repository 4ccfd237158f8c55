import type { CubeQuery, CubeRow } from '../cube/cube-query.js';
import type { ReportVisualDefinition } from './report-definition.js';

/** What a visual draws: the member its rows are labelled by, and the figures (measures and ratios). */
export interface ReportVisualMembers {
  /** The first dimension, else the time dimension with a granularity (`Cube.member.month`); none for a KPI. */
  label: string | null;
  /**
   * Every member the rows are grouped by, in the order of the grouping: the dimensions, then the
   * time dimensions with a granularity (`Cube.member.month`). A table draws each as a column.
   */
  groups: string[];
  /** The measures in query order, then the ratios. */
  values: string[];
  /** The one figure a chart or KPI draws: the first ratio, else the first measure. */
  figure: string | null;
}

/** The members of a visual's answer after `{currency}` is replaced (see `reportVisualQuery`). */
export function reportVisualMembers(visual: ReportVisualDefinition, query: CubeQuery): ReportVisualMembers {
  const times = (query.timeDimensions ?? []).flatMap((entry) =>
    entry.granularity ? [`${entry.dimension}.${entry.granularity}`] : [],
  );
  const groups = [...(query.dimensions ?? []), ...times];
  const ratios = Object.keys(visual.ratios ?? {});
  return {
    label: groups[0] ?? null,
    groups,
    values: [...(query.measures ?? []), ...ratios],
    figure: ratios[0] ?? query.measures?.[0] ?? null,
  };
}

/**
 * The answered rows with the visual's ratios added: `numerator / denominator` (times 100 when
 * `percent`), rounded to two decimals; null when the denominator is 0 or missing. `{currency}` in a
 * ratio's members stands for `suffix` (see `currencySuffix`).
 */
export function reportRows(
  visual: ReportVisualDefinition,
  rows: readonly CubeRow[],
  suffix: string,
): CubeRow[] {
  const ratios = Object.entries(visual.ratios ?? {});
  if (ratios.length === 0) return [...rows];
  const measure = (name: string) => name.replaceAll('{currency}', suffix);
  return rows.map((row) => {
    const result: CubeRow = { ...row };
    for (const [key, ratio] of ratios) {
      const numerator = Number(row[measure(ratio.numerator)] ?? NaN);
      const denominator = Number(row[measure(ratio.denominator)] ?? NaN);
      result[key] =
        Number.isFinite(numerator) && Number.isFinite(denominator) && denominator !== 0
          ? Math.round((numerator / denominator) * (ratio.percent ? 100 : 1) * 100) / 100
          : null;
    }
    return result;
  });
}

/** One column of a table visual: a member its rows are grouped by, or a figure. */
export interface ReportTableColumn {
  member: string;
  kind: 'group' | 'figure';
}

/**
 * The columns of a table visual: every member its rows are grouped by, in the order of the
 * grouping, then its figures (measures, then ratios). A table that left a grouping member out
 * would show rows that read the same.
 */
export function reportTableColumns(visual: ReportVisualDefinition, query: CubeQuery): ReportTableColumn[] {
  const { groups, values } = reportVisualMembers(visual, query);
  return [
    ...groups.map((member) => ({ member, kind: 'group' as const })),
    ...values.map((member) => ({ member, kind: 'figure' as const })),
  ];
}
