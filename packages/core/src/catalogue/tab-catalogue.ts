import { AGENTSEE_TABS, WELLNESS_TAB } from './agentsee-tabs.js';
import { ALERTS_TABS } from './alerts-tabs.js';
import {
  AIR_PROGRAM_ANALYTICS_TABS,
  FARESAVER_TABS,
  POLICY_INSIGHTS_TABS,
  SUPPLIER_INSIGHTS_TABS,
} from './air-tabs.js';
import {
  HOTELSAVER_TABS,
  HOTEL_SUPPLIER_INSIGHTS_TABS,
  HPA_CORE_TABS,
  HPA_PREMIUM_TABS,
} from './hotel-tabs.js';
import { SUSTAINABILITY_TABS } from './sustainability-tabs.js';
import type { TabDefinition } from './types.js';

/** Internal page name of the tab every user gets (docs/rules/shell.md#sign-in-and-entitlements: "Spend Breakdown is always added"). */
export const ALWAYS_ENTITLED_TAB = 'SavingsBreakdown';

/**
 * Every tab of the product, in navigation order (docs/rules/shell.md#tab-catalogue). The portal
 * and the service read it; nothing else hard-codes page names.
 */
export const TAB_CATALOGUE: readonly TabDefinition[] = [
  ...FARESAVER_TABS,
  ...SUPPLIER_INSIGHTS_TABS,
  ...POLICY_INSIGHTS_TABS,
  ...AIR_PROGRAM_ANALYTICS_TABS,
  ...HOTELSAVER_TABS,
  ...HPA_CORE_TABS,
  ...HPA_PREMIUM_TABS,
  ...HOTEL_SUPPLIER_INSIGHTS_TABS,
  ...SUSTAINABILITY_TABS,
  ...AGENTSEE_TABS,
  ...ALERTS_TABS,
  WELLNESS_TAB,
];

const BY_NAME = new Map(TAB_CATALOGUE.map((tab) => [tab.tabName, tab]));

/** The tab with internal page name `tabName`, or undefined when the catalogue has none. */
export function findTab(tabName: string): TabDefinition | undefined {
  return BY_NAME.get(tabName);
}
