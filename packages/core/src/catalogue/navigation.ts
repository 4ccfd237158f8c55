import { productIcon } from './product-groups.js';
import type { ProductGroup, ProductIcon, TabDefinition } from './types.js';

/** One collapsible product group of the sidebar. */
export interface NavigationGroup<T extends TabDefinition = TabDefinition> {
  group: ProductGroup;
  /** Heading shown for the group. */
  label: string;
  icon: ProductIcon;
  tabs: T[];
}

/**
 * Groups the visible tabs by product group for the sidebar, in the order their first tab appears, each
 * group keeping the tabs' order. A group of only POC pages gets the POC icon.
 */
export function navigationGroups<T extends TabDefinition>(tabs: readonly T[]): NavigationGroup<T>[] {
  const groups = new Map<ProductGroup, T[]>();
  for (const tab of tabs) groups.set(tab.group, [...(groups.get(tab.group) ?? []), tab]);
  return [...groups].map(([group, groupTabs]) => ({
    group,
    label: group,
    icon: productIcon(
      group,
      groupTabs.every((tab) => tab.tabName.includes('POC')),
    ),
    tabs: groupTabs,
  }));
}

/** The group that holds `tabName`, so the shell can open it. */
export function groupOfTab<T extends TabDefinition>(
  groups: readonly NavigationGroup<T>[],
  tabName: string | null | undefined,
): ProductGroup | undefined {
  return groups.find((group) => group.tabs.some((tab) => tab.tabName === tabName))?.group;
}
