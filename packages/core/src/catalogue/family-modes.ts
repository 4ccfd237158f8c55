import { modesOf, viewMode, type FamilyMode, type ViewModeOptions } from './view-mode.js';

/*
 * The package's root entry still names each family's modes and reader; they are `modesOf` and
 * `viewMode` with the family filled in. Elements call `viewMode(value, family)`.
 */

export type SavingsMode = FamilyMode<'savings'>;
export type HotelMode = FamilyMode<'hotel'>;
export type PolicyMode = FamilyMode<'policy'>;
export type SavingsModeOptions = ViewModeOptions<SavingsMode>;
export type HotelModeOptions = ViewModeOptions<HotelMode>;
export type PolicyModeOptions = ViewModeOptions<PolicyMode>;

/** Variants of the savings overview. */
export const SAVINGS_MODES = modesOf('savings');
/** Variants of the hotel savings overview (hotel-ops §2.2). */
export const HOTEL_MODES = modesOf('hotel');
/** Variants of the policy and supplier pages (spec §2: normal, POC, demo). */
export const POLICY_MODES = modesOf('policy');

/** `viewMode(value, 'savings')`. */
export const savingsMode = (value: string | null | undefined) => viewMode(value, 'savings');
/** `viewMode(value, 'hotel')`. */
export const hotelMode = (value: string | null | undefined) => viewMode(value, 'hotel');
/** `viewMode(value, 'policy')`. */
export const policyMode = (value: string | null | undefined) => viewMode(value, 'policy');
