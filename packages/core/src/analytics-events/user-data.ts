import type { Bus } from '../bus/bus.js';
import type { AuthState } from '../bus/types.js';

/** Logged when the analytics user data of a signed-in user cannot be initialised (docs/rules/shell.md#analytics-events). */
export const USER_DATA_INIT_FAILED = 'Failed to init user data for client';

/**
 * The product-analytics identity and user properties of the signed-in user, announced once per
 * user as an `identify` event of `tripsight-analytics`, so a host can identify the user in its
 * product-analytics service before the page views, filters and exports that follow.
 */
interface AnalyticsUserData {
  /** Who the events are about: the e-mail, or the customer identifier without one. */
  user_id: string;
  email: string | null;
  /** The customer (client) identifier of the claims (tableau id). */
  customer_id: string | null;
  tmc: string | null;
  is_demo: boolean;
  allow_export_reports: boolean;
  /** How many tabs the user is entitled to. */
  entitled_tabs: number;
}

/**
 * The analytics user data of a signed-in user's claims.
 *
 * @throws Error when the claims carry neither an e-mail nor a customer identifier to identify the user by.
 */
function analyticsUserData(auth: AuthState): AnalyticsUserData {
  const { claims } = auth;
  const userId = claims.email ?? claims.customerId;
  if (!userId) throw new Error('no e-mail or customer identifier in the claims');
  return {
    user_id: userId,
    email: claims.email,
    customer_id: claims.customerId,
    tmc: claims.tmc,
    is_demo: claims.isDemo,
    allow_export_reports: claims.allowExportReports,
    entitled_tabs: claims.entitledTabs.length,
  };
}

/**
 * Initialises the analytics user data of a dashboard: each time a user signs in on `bus`, announces
 * `{ event: 'identify', …AnalyticsUserData }` as `tripsight-analytics`. When that fails (claims
 * without an identity, or a host listener that throws) it logs 'Failed to init user data for
 * client' with the cause (docs/rules/shell.md#analytics-events) and the dashboard carries on. Returns the function that stops it.
 *
 * @example const stop = initAnalyticsUser(bus);
 */
export function initAnalyticsUser(
  bus: Bus,
  log: (message: string, cause: unknown) => void = (message, cause) => console.error(message, cause),
): () => void {
  let initialised: AuthState | null = null;
  const init = (auth: AuthState) => {
    if (auth.status !== 'signed-in') {
      initialised = null;
      return;
    }
    if (initialised && sameUser(initialised, auth)) return;
    initialised = auth;
    try {
      bus.emit('tripsight-analytics', { event: 'identify', ...analyticsUserData(auth) });
    } catch (cause) {
      log(USER_DATA_INIT_FAILED, cause);
    }
  };
  init(bus.getState().auth);
  return bus.subscribe((state, previous) => {
    if (state.auth !== previous.auth) init(state.auth);
  });
}

function sameUser(a: AuthState, b: AuthState): boolean {
  return a.claims.email === b.claims.email && a.claims.customerId === b.claims.customerId;
}
