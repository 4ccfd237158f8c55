import { HOTEL_SUPPLIER_INSIGHTS_TABS, TAB_CATALOGUE } from '@tripsight/core/catalogue';

/**
 * The demo users of the embedded development sign-in. They differ in the claims the product reads:
 * TMC, customer id, entitled tabs, allow_export_reports and default clients.
 */

/** Claims every Tripsight access token and ID token carries (besides iss, aud, exp, …). */
export interface TripsightClaims {
  sub: string;
  tmc: string;
  customer_id: string;
  entitled_tabs: string[];
  allow_export_reports: boolean;
  default_clients: string[];
  name: string;
  email: string;
  picture: string;
}

/** A demo user of the development sign-in: the claims its tokens carry and how the sign-in page shows it. */
export interface DemoUser {
  claims: TripsightClaims;
  /** Display name of the user's travel management company. */
  tmcName: string;
  /** What sets this user apart, shown on the sign-in page. */
  notes: string;
}

/**
 * Every visible tab of the catalogue (docs/rules/shell.md#tab-catalogue): the travel
 * manager's entitlement, so every page of the product can be reached by some demo user.
 */
export const EVERY_TAB: readonly string[] = TAB_CATALOGUE.filter((tab) => tab.isVisible).map(
  (tab) => tab.tabName,
);

/** The everyday air tabs of a corporate travel manager. */
const STANDARD_AIR_TABS: readonly string[] = [
  'Savingsoverview',
  'RebookingSuccessInsights',
  'CarrierAvailability',
  'NegotiatedFaresAdoption',
  'AdvancedPurchase',
  'CabinClassCompliance',
];

/** The Hotelsaver tabs built into the product (docs/rules/hotel.md#hotel-savings-overview) and its embedded reports. */
const HOTELSAVER_TABS: readonly string[] = [
  'HotelsaverSavingsoverview',
  'HotelsaverSavingsoverviewPOC',
  'HotelsaverSpendOverview',
  'HotelsaverSavingsDetails',
  'HotelsaverSavingsOpportunities',
  'HotelsaverRebookingImpact',
  'HotelsaverHotelRateOptimizerPMOnly',
];

/** The HPA Core and HPA Premium tabs (hotel programme analytics). */
const HPA_TABS: readonly string[] = [
  'HotelRateOptimizer',
  'HotelRateOptimizerPMOnly',
  'HotelRateOptimizerCockpit',
  'HotelInsights',
  'SpendOverview',
  'SavingsOpportunities',
  'RebookingImpact',
  'SavingsDetails',
  'HpaPremiumSpendOverview',
  'HpaPremiumSavingsOpportunities',
  'HpaPremiumRebookingImpact',
  'HpaPremiumCockpit',
  'HpaPremiumSavingsDetails',
];

/** Every tab of the Hotel Supplier Insights group (programme performance, coverage, availability, …). */
const HOTEL_SUPPLIER_INSIGHTS: readonly string[] = HOTEL_SUPPLIER_INSIGHTS_TABS.map((tab) => tab.tabName);

/** Display names of the demo TMCs, by tmc claim. */
const TMC_NAMES: Readonly<Record<string, string>> = {
  northstar: 'Northstar Travel',
  bluewave: 'Bluewave Journeys',
  meridian: 'Meridian Corporate Travel',
};

/** A self-contained avatar (initials on a coloured disc), so the picture loads nothing from outside. */
function avatar(name: string, colour: string): string {
  const initials = name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function user(
  key: string,
  tmc: string,
  fields: Omit<TripsightClaims, 'sub' | 'tmc' | 'picture'>,
  colour: string,
  notes: string,
): DemoUser {
  return {
    claims: { sub: `demo-${key}`, tmc, ...fields, picture: avatar(fields.name, colour) },
    tmcName: TMC_NAMES[tmc] ?? tmc,
    notes,
  };
}

/** The demo users, by the key the sign-in form posts; they differ in TMC, entitlements and export rights. */
export const DEMO_USERS = {
  manager: user(
    'manager',
    'northstar',
    {
      customer_id: 'CUST-NORTHSTAR-001',
      entitled_tabs: [...EVERY_TAB],
      allow_export_reports: true,
      default_clients: [],
      name: 'Alex Morgan',
      email: 'alex.morgan@northstar.example',
    },
    '#1f6feb',
    'Travel manager: every tab of the catalogue, exports allowed.',
  ),
  noexport: user(
    'noexport',
    'northstar',
    {
      customer_id: 'CUST-NORTHSTAR-002',
      entitled_tabs: [...STANDARD_AIR_TABS],
      allow_export_reports: false,
      default_clients: [],
      name: 'Jamie Lee',
      email: 'jamie.lee@northstar.example',
    },
    '#8250df',
    'Exports not allowed (allow_export_reports false).',
  ),
  demo: user(
    'demo',
    'northstar',
    {
      customer_id: 'DEMO_COMPANY',
      entitled_tabs: [...STANDARD_AIR_TABS, 'SavingsoverviewDEMO'],
      allow_export_reports: true,
      default_clients: [],
      name: 'Dana Demo',
      email: 'dana.demo@northstar.example',
    },
    '#bf8700',
    'Demo company (customer id DEMO_COMPANY): every date window mocked to July 2019.',
  ),
  second: user(
    'second',
    'bluewave',
    {
      customer_id: 'CUST-BLUEWAVE-001',
      // Bluewave runs the e-mail assistant too: its manager sees its own audit log and clients.
      entitled_tabs: [...STANDARD_AIR_TABS, 'AgentseeAuditLog', 'SBRCustomerManagement'],
      allow_export_reports: true,
      default_clients: [],
      name: 'Priya Shah',
      email: 'priya.shah@bluewave.example',
    },
    '#1a7f37',
    'A second TMC: sees only Bluewave Journeys data.',
  ),
  clients: user(
    'clients',
    'northstar',
    {
      customer_id: 'CUST-NORTHSTAR-003',
      entitled_tabs: [...STANDARD_AIR_TABS],
      allow_export_reports: true,
      default_clients: ['Globex Corporation', 'Initech'],
      name: 'Sam Rivera',
      email: 'sam.rivera@northstar.example',
    },
    '#cf222e',
    'Default client selection: Globex Corporation, Initech.',
  ),
  hotel: user(
    'hotel',
    'northstar',
    {
      customer_id: 'CUST-NORTHSTAR-004',
      entitled_tabs: [...HOTELSAVER_TABS, 'Savingsoverview'],
      allow_export_reports: true,
      default_clients: [],
      name: 'Maya Okafor',
      email: 'maya.okafor@northstar.example',
    },
    '#0969da',
    'Hotel travel manager: every Hotelsaver tab and the air savings overview.',
  ),
  hpa: user(
    'hpa',
    'bluewave',
    {
      customer_id: 'CUST-BLUEWAVE-002',
      entitled_tabs: [...HOTELSAVER_TABS, ...HPA_TABS, ...HOTEL_SUPPLIER_INSIGHTS, 'HotelEmissionsOverview'],
      allow_export_reports: true,
      default_clients: [],
      name: 'Lucas Weber',
      email: 'lucas.weber@bluewave.example',
    },
    '#6639ba',
    'Hotel programme (HPA) user of Bluewave Journeys: Hotelsaver, HPA Core, HPA Premium and Hotel Supplier Insights tabs.',
  ),
} satisfies Record<string, DemoUser>;

/** The key of a demo user (`manager`, `second`, …). */
export type DemoUserKey = keyof typeof DEMO_USERS;

/** Every demo user key, in sign-in page order. */
export const DEMO_USER_KEYS = Object.keys(DEMO_USERS) as DemoUserKey[];

/** The demo user with this subject (`sub` claim), if any. */
export function demoUserBySubject(sub: string): DemoUser | undefined {
  return Object.values(DEMO_USERS).find((candidate) => candidate.claims.sub === sub);
}
