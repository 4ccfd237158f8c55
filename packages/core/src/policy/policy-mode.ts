import { viewMode, type ViewModeOptions } from '../catalogue/view-mode.js';

/** Variants of the policy pages (spec §2: normal, POC, demo). */
export const POLICY_MODES = ['normal', 'poc', 'demo'] as const;
export type PolicyMode = (typeof POLICY_MODES)[number];

/** What a policy mode changes: POC and demo read the sample-data API instead of the views. */
export interface PolicyModeOptions extends ViewModeOptions<PolicyMode> {
  /** The sample's pocType (spec §7), or null for the live views. */
  pocType: 'poc' | 'demo' | null;
}

/**
 * Reads a policy page's `mode` attribute; empty means normal, anything else throws.
 * @example policyMode('poc').pocType // 'poc'
 */
export function policyMode(value: string | null | undefined): PolicyModeOptions {
  const options = viewMode(value, POLICY_MODES, 'policy mode');
  return { ...options, pocType: options.mode === 'normal' ? null : options.mode };
}
