import { describe, expect, it } from 'vitest';
import { reportTableColumns, reportVisualMembers } from './report-figures.js';
import { readReportFilters, reportVisualQuery } from './report-filters.js';
import { REPORT_DEFINITIONS } from './report-registry.js';

/** Every table visual of every report definition, with the query it runs by default. */
const tables = [...REPORT_DEFINITIONS.values()].flatMap((report) =>
  report.pages.flatMap((page) =>
    page.visuals
      .filter((visual) => visual.kind === 'table')
      .map((visual) => ({
        where: `${report.reportName} / ${page.displayName} / ${visual.title}`,
        visual,
        query: reportVisualQuery(visual, readReportFilters([])),
      })),
  ),
);

describe('report tables', () => {
  it('are found in the definitions, several of them grouped by more than one member', () => {
    expect(tables.length).toBeGreaterThan(40);
    const multi = tables.filter(({ query }) => (query.dimensions?.length ?? 0) > 1);
    expect(multi.length).toBeGreaterThanOrEqual(9);
  });

  it('show every member they group by as a column, in the order of the grouping, then the figures', () => {
    for (const { where, visual, query } of tables) {
      const grouped = [
        ...(query.dimensions ?? []),
        ...(query.timeDimensions ?? []).flatMap((t) =>
          t.granularity ? [`${t.dimension}.${t.granularity}`] : [],
        ),
      ];
      const columns = reportTableColumns(visual, query);
      expect(
        columns.filter((c) => c.kind === 'group').map((c) => c.member),
        where,
      ).toEqual(grouped);
      expect(
        columns.filter((c) => c.kind === 'figure').map((c) => c.member),
        where,
      ).toEqual([...(query.measures ?? []), ...Object.keys(visual.ratios ?? {})]);
      expect(
        columns.slice(0, grouped.length).every((c) => c.kind === 'group'),
        where,
      ).toBe(true);
    }
  });

  it('label a chart by its first grouping member', () => {
    const [client] = tables.filter(
      ({ visual }) => visual.title === 'Realised discount by client and carrier',
    );
    const members = reportVisualMembers(client!.visual, client!.query);
    expect(members.label).toBe('AirProgramView.directEnterprise');
    expect(members.groups).toEqual(['AirProgramView.directEnterprise', 'AirProgramView.carrierName']);
  });
});
