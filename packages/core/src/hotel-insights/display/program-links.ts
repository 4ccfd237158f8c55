import { findTab } from '../../catalogue/tab-catalogue.js';
import { tabRoute } from '../../catalogue/routes.js';

/** The insights modules the programme performance page links to, by the link's name in the catalogue. */
const PROGRAM_MODULES = {
  discount: 'Discount level',
  coverage: 'Coverage',
  availability: 'Availability',
  utilization: 'Utilization',
} as const;
export type ProgramModule = keyof typeof PROGRAM_MODULES;

/** The tab whose links the programme performance page follows. */
const PROGRAM_PERFORMANCE_TAB = 'HotelProgramPerformancePOC';

/** Where a module link goes: the target tab, its portal route and the link's text. */
export interface ProgramLink {
  module: ProgramModule;
  targetTabName: string;
  /** The portal route of the target tab (`/{product}/{tab}`, or `/{tab}`). */
  route: string;
  /** Text of the link, e.g. 'Go to Coverage'. */
  text: string;
}

/**
 * The link of `module` as the tab catalogue lists it for the programme performance tab, or null
 * when the catalogue has no such link (a host's own catalogue may leave one out).
 * @example programLink('coverage')?.targetTabName // 'NegotiatedRateCoveragePOC'
 */
export function programLink(
  module: ProgramModule,
  fromTab: string = PROGRAM_PERFORMANCE_TAB,
): ProgramLink | null {
  const name = PROGRAM_MODULES[module];
  const link = findTab(fromTab)?.links?.find((l) => l.name === name);
  const target = link ? findTab(link.targetTabName) : undefined;
  if (!link || !target) return null;
  return { module, targetTabName: target.tabName, route: tabRoute(target), text: `Go to ${name}` };
}

/** The detail of the `tripsight-navigate` event a module link raises (the bus's shape). */
export function navigateDetail(
  link: ProgramLink,
  activeTab: string | null,
): { from: string | null; to: string } {
  return { from: activeTab, to: link.targetTabName };
}
