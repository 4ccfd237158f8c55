import type { Currency } from '../model/currencies.js';
import type { FilterGroup } from '../model/filter-groups.js';
import type { ProductType } from '../model/product-types.js';

/** The selected entries per filter group; an empty list means "no restriction". */
export type FilterSelection = Record<FilterGroup, string[]>;

/** Currencies the dashboards accept; anything else means the branch default currency. */
export type { Currency };

/** Net or gross savings (the TMC transaction fee toggle). */
export type FeeMode = 'gross' | 'net';

/** A date range in API form (YYYY-MM-DD). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Claims read from the identity token that shape what a user sees. */
export interface UserClaims {
  /** Customer identifier (tableau id); the demo-company marker switches on date mocking. */
  customerId: string | null;
  /** Internal page names the user is entitled to. */
  entitledTabs: string[];
  /** Governs exporting; defaults to true when the claim is absent. */
  allowExportReports: boolean;
  /** Default client filter selection. */
  defaultClients: string[];
  /** True when the customer is the demo company. */
  isDemo: boolean;
  /** The travel management company the user belongs to. */
  tmc: string | null;
  email: string | null;
}

/** The signed-in user as shown in the shell. */
export interface UserProfile {
  name: string;
  email: string | null;
  picture: string | null;
}

export interface AuthState {
  status: 'unknown' | 'anonymous' | 'signed-in';
  user: UserProfile | null;
  claims: UserClaims;
  /** The message of the last failed sign-in, shown on the login view. */
  error?: string;
}

/** Export download status (docs/rules/shell.md#download-status). */
export type DownloadState =
  'notStarted' | 'pending' | 'success' | 'fail' | 'sentByEmail' | 'sentEmailWithContent' | 'contactSupport';

export interface DownloadStatus {
  state: DownloadState;
  fileName: string | null;
  message: string | null;
}

/** Everything elements on one dashboard share. */
export interface BusState {
  /** Base URL of the data service ('' = same origin). */
  apiBase: string;
  /** BCP 47 locale of numbers, money and dates (docs/rules/shell.md#formatting: en-US by default). */
  locale: string;
  /** The host's replacements for the spec's English texts, keyed by the English text. */
  messages: Readonly<Record<string, string>>;
  auth: AuthState;
  /** The applied filter selection: what data calls are scoped by. */
  filters: FilterSelection;
  /**
   * The filter bar's edits not applied yet (waiting for the debounce or a closed dropdown), or null
   * when there are none. Controls show `pendingFilters ?? filters`; data calls read `filters` only.
   */
  pendingFilters: FilterSelection | null;
  /** Selected currency, or null for the branch default. */
  currency: Currency | null;
  feeMode: FeeMode;
  /** Per product type start and end dates. */
  dates: Partial<Record<ProductType, DateRange>>;
  /** Internal page name of the active tab, if a shell sets one. */
  activeTab: string | null;
  /**
   * The filters (as `filtersKey`) a currency control last chose the currency for; '' while it is
   * choosing; null when no control chooses it. Views wait while it lags the filters, so a filter change
   * sends each request once, in the currency that applies (see `awaitingCurrency`).
   */
  currencyFor: string | null;
  download: DownloadStatus;
  /** The emission method the emissions pages show (null: the first method); their exports send it. */
  emissionMethod: string | null;
}
