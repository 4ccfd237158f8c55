import { afterEach, describe, expect, it } from 'vitest';
import type { CubeRow } from '@tripsight/core/cube';
import {
  readReportFilters,
  REPORT_DEFINITIONS,
  reportTableColumns,
  reportVisualQuery,
  type ReportVisualDefinition,
} from '@tripsight/core/reports';
import { renderUi, type Rendered } from '../testing/render.js';
import { ReportVisual } from './report-visual.js';

let view: Rendered | null = null;
afterEach(async () => {
  await view?.unmount();
  view = null;
});

/** Every table visual of every report definition. */
const tables = [...REPORT_DEFINITIONS.values()].flatMap((report) =>
  report.pages.flatMap((page) =>
    page.visuals
      .filter((visual) => visual.kind === 'table')
      .map((visual) => ({ where: `${report.reportName} / ${page.displayName} / ${visual.title}`, visual })),
  ),
);

/** Draws `visual` with `rows` answered, each member titled `Title of <member>`. */
async function draw(visual: ReportVisualDefinition, rows: (members: string[]) => CubeRow[]) {
  const query = reportVisualQuery(visual, readReportFilters([]));
  const members = reportTableColumns(visual, query).map((column) => column.member);
  const titles = Object.fromEntries(members.map((member) => [member, `Title of ${member}`]));
  view = await renderUi(
    <ReportVisual visual={visual} result={{ query, rows: rows(members), titles }} currency={null} />,
  );
  const headings = [...view.root.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
  return { query, members, headings };
}

describe('report tables on the reference report host', () => {
  it('draw a column for every member a table groups by, in the order of the grouping', async () => {
    for (const { where, visual } of tables) {
      const { members, headings } = await draw(visual, (names) => [
        Object.fromEntries(names.map((name, i) => [name, String(i + 1)])),
      ]);
      expect(headings, where).toEqual(members.map((member) => `Title of ${member}`));
      await view?.unmount();
      view = null;
    }
  });

  it('tell apart rows that share their first member, in words rather than codes', async () => {
    const intents = tables.find(({ visual }) => visual.title === 'Intents and their resolution')!.visual;
    await draw(intents, ([intent, resolution, ...figures]) =>
      ['AUTOMATED', 'HANDED_OFF'].map((outcome) => ({
        [intent!]: 'CHANGE_REQUEST',
        [resolution!]: outcome,
        ...Object.fromEntries(figures.map((figure) => [figure, 3])),
      })),
    );
    const rows = [...view!.root.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].slice(0, 2).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Change request', 'Automated'],
      ['Change request', 'Handed off'],
    ]);
  });
});
