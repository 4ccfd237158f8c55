import type { TabDefinition } from './types.js';

/**
 * The route of a tab (docs/rules/shell.md#routes): /{ProductNameWithoutSpaces}/{internalPageName}, or
 * /{internalPageName} when the tab has no product name.
 *
 * @example tabRoute(findTab('RebookingSuccessInsights')!) // '/Faresaver/RebookingSuccessInsights'
 */
export function tabRoute(tab: Pick<TabDefinition, 'tabName' | 'productName'>): string {
  const product = tab.productName?.replace(/\s+/g, '') ?? '';
  return product ? `/${product}/${tab.tabName}` : `/${tab.tabName}`;
}

/** A location path without query, hash or trailing slash, for comparing with tab routes. */
function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

/** The visible tab whose route matches `pathname`, or undefined. */
export function tabForPath<T extends TabDefinition>(tabs: readonly T[], pathname: string): T | undefined {
  const path = normalisePath(pathname);
  return tabs.find((tab) => tabRoute(tab) === path);
}

/** "The active tab is the one whose route matches the current location, otherwise the first visible tab." */
export function activeTab<T extends TabDefinition>(tabs: readonly T[], pathname: string): T | undefined {
  return tabForPath(tabs, pathname) ?? tabs[0];
}

/** Where the shell should be: stay on a known route, otherwise go to the first visible tab. */
export type RouteResolution<T> =
  { kind: 'tab'; tab: T } | { kind: 'redirect'; tab: T; to: string } | { kind: 'no-tabs' };

/** "Any unknown path redirects to the first visible tab's path" (docs/rules/shell.md#routes). */
export function resolveRoute<T extends TabDefinition>(
  tabs: readonly T[],
  pathname: string,
): RouteResolution<T> {
  const match = tabForPath(tabs, pathname);
  if (match) return { kind: 'tab', tab: match };
  const first = tabs[0];
  if (!first) return { kind: 'no-tabs' };
  return { kind: 'redirect', tab: first, to: tabRoute(first) };
}
