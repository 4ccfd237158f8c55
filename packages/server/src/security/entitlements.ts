import { type ProductType } from '@tripsight/core/bus';
import { ALWAYS_ENTITLED_TAB, TAB_CATALOGUE, type TabDefinition } from '@tripsight/core/catalogue';
import type { Principal } from './principal.js';
import { HttpError } from '../errors.js';

/** Names of the tabs matching `keep`, in catalogue order. */
const tabNames = (keep: (tab: TabDefinition) => boolean): readonly string[] =>
  TAB_CATALOGUE.filter(keep).map((tab) => tab.tabName);

const OPERATIONS_GROUP = 'Agentsee';
const SUSTAINABILITY_GROUP = 'Sustainability';
const ALERTS_GROUP = 'Alerts';

/** The Sustainability tabs that read the air emissions views: the overview and the alternatives. */
export const AIR_EMISSION_TABS = tabNames(
  (tab) => tab.group === SUSTAINABILITY_GROUP && tab.productType === 'air',
);

/** The Sustainability tabs that read the hotel emissions view: the overview, in both its modes. */
export const HOTEL_EMISSION_TABS = tabNames(
  (tab) =>
    tab.group === SUSTAINABILITY_GROUP &&
    tab.content.kind === 'element' &&
    tab.content.tag === 'tripsight-emissions-overview',
);

/** The audit log's tabs: they read /api/audit/… (conversations, events, corporates, intents, retry). */
export const AUDIT_TABS = tabNames(
  (tab) => tab.content.kind === 'element' && tab.content.tag === 'tripsight-audit-log',
);

/** The customer management tabs: they read and write /api/sbr/…. */
export const SBR_TABS = tabNames(
  (tab) => tab.content.kind === 'element' && tab.content.tag === 'tripsight-customer-management',
);

/**
 * The tabs whose pages read analytics views of `product` (and export its reports): every tab of the
 * catalogue that shows a built-in page of that product type. Embedded reports, the operations
 * pages and the alerts page read none, the Sustainability pages only the emissions views; Spend Breakdown, which every user has, reads only its own views (`viewTabs`), so
 * it opens no other view of its product.
 */
export function productTabs(product: ProductType): readonly string[] {
  return tabNames(
    (tab) =>
      tab.content.kind === 'element' &&
      tab.productType === product &&
      tab.group !== OPERATIONS_GROUP &&
      tab.group !== SUSTAINABILITY_GROUP &&
      tab.group !== ALERTS_GROUP &&
      tab.tabName !== ALWAYS_ENTITLED_TAB,
  );
}

/**
 * The tabs that show the global filter bar (its lists and currencies). Spend Breakdown, which every
 * user has (docs/rules/shell.md#sign-in-and-entitlements), is one of them, so the filter lists are open to every user of a TMC.
 */
export const FILTER_BAR_TABS = tabNames((tab) => !tab.hideFilters);

/** True when `principal` is entitled to one of `tabs` (Spend Breakdown counts for everyone). */
export function entitledToAny(principal: Principal, tabs: readonly string[]): boolean {
  return tabs.some((tab) => tab === ALWAYS_ENTITLED_TAB || principal.entitledTabs.includes(tab));
}

/**
 * Throws 403 FORBIDDEN unless `principal` is entitled to one of the tabs that use the endpoint. The
 * client shows the catalogue's "Access denied. You do not have permission to access this resource."
 */
export function requireEntitlement(principal: Principal, tabs: readonly string[]): void {
  if (entitledToAny(principal, tabs)) return;
  // The tab names stay out of the answer: they describe the catalogue, not what the caller may do.
  throw new HttpError(
    403,
    'FORBIDDEN',
    'Access denied: this account is entitled to none of the tabs that use this endpoint',
  );
}
