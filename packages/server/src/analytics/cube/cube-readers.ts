import { SUPPLIER_INSIGHTS_TABS, TAB_CATALOGUE } from '@tripsight/core/catalogue';
import { ITINERARIES_CUBE, SEGMENTS_CUBE } from '@tripsight/core/cube';
import { QUESTION_CUBES } from '@tripsight/core/question';
import { reportDefinition } from '@tripsight/core/reports';
import { CUBES } from './cube-registry.js';

/*
 * Who may query which cube: a user entitled to a tab may query the cubes that tab's content reads,
 * and no others, so a report user of one product cannot read another product's facts through the
 * query API.
 */

/** The cube of a `Cube.member` name. */
const cubeOf = (memberName: string): string => memberName.split('.')[0] ?? '';

/** The pages that query cubes themselves, by tab-name prefix: the cubes each reads. */
const PAGE_CUBES: readonly [RegExp, readonly string[]][] = [
  [/^CarrierAvailability/, [SEGMENTS_CUBE]],
  [/^NegotiatedFaresAdoption/, [ITINERARIES_CUBE]],
  [/^TravelSpendAIDemo/, QUESTION_CUBES],
];

/** The cubes a report's visuals query. */
function reportCubes(reportName: string): readonly string[] {
  const report = reportDefinition(reportName);
  if (!report) return [];
  const members = report.pages.flatMap((page) =>
    page.visuals.flatMap(({ query }) => [
      ...(query.measures ?? []),
      ...(query.dimensions ?? []),
      ...(query.timeDimensions ?? []).map((time) => time.dimension),
    ]),
  );
  return [...new Set(members.map(cubeOf))];
}

/** The tabs whose content reads each cube, with the tabs a cube names itself (CubeDefinition.tabs). */
export const CUBE_READERS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const readers = new Map<string, Set<string>>();
  const add = (cube: string, tab: string) => readers.set(cube, (readers.get(cube) ?? new Set()).add(tab));
  for (const tab of SUPPLIER_INSIGHTS_TABS) {
    for (const [pattern, cubes] of PAGE_CUBES) {
      if (pattern.test(tab.tabName)) for (const cube of cubes) add(cube, tab.tabName);
    }
  }
  for (const tab of TAB_CATALOGUE) {
    if (tab.content.kind !== 'report') continue;
    for (const cube of reportCubes(tab.content.reportName)) add(cube, tab.tabName);
  }
  for (const cube of CUBES.values()) for (const tab of cube.tabs ?? []) add(cube.name, tab);
  return readers;
})();

/** Every tab that reads some cube: the query API's own guard admits their users. */
export const CUBE_TABS: readonly string[] = [
  ...new Set([...CUBE_READERS.values()].flatMap((tabs) => [...tabs])),
];

/** The tabs whose users may query `cube` (none for a cube no tab reads). */
export const cubeReaders = (cube: string): readonly string[] => [...(CUBE_READERS.get(cube) ?? [])];
