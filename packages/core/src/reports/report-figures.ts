import type { CubeQuery, CubeRow } from '../cube/cube-query.js';
import type { ReportVisualDefinition } from './report-definition.js';

/** What a visual draws: the member its rows are labelled by, and the figures (measures and ratios). */
export interface ReportVisualMembers {
  /** The first dimension, else the time dimension with a granularity (`Cube.member.month`); none for a KPI. */
  label: string | null;
  /** The measures in query order, then the ratios. */
  values: string[];
  /** The one figure a chart or KPI draws: the first ratio, else the first measure. */
  figure: string | null;
}

/** The members of a visual's answer after `{currency}` is replaced (see `reportVisualQuery`). */
export function reportVisualMembers(visual: ReportVisualDefinition, query: CubeQuery): ReportVisualMembers {
  const time = query.timeDimensions?.find((entry) => entry.granularity);
  const label = query.dimensions?.[0] ?? (time?.granularity ? `${time.dimension}.${time.granularity}` : null);
  const ratios = Object.keys(visual.ratios ?? {});
  return {
    label,
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
