import type { BusState, FilterSelection, UserClaims } from './types.js';

/** A filter selection with every group unrestricted. */
export function emptyFilters(): FilterSelection {
  return { gds: [], region: [], continent: [], pointOfSale: [], corporate: [], pccName: [] };
}

/** Claims of a user we know nothing about yet. */
export function anonymousClaims(): UserClaims {
  return {
    customerId: null,
    entitledTabs: [],
    allowExportReports: true,
    defaultClients: [],
    isDemo: false,
    tmc: null,
    email: null,
  };
}

/** The initial state of a new bus. */
export function initialBusState(): BusState {
  return {
    apiBase: '',
    locale: 'en-US',
    messages: {},
    auth: { status: 'unknown', user: null, claims: anonymousClaims() },
    filters: emptyFilters(),
    pendingFilters: null,
    currency: null,
    feeMode: 'gross',
    dates: {},
    activeTab: null,
    currencyFor: null,
    download: { state: 'notStarted', fileName: null, message: null },
    emissionMethod: null,
  };
}
