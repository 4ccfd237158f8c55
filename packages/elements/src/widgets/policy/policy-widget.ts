import { useMemo } from 'react';
import { policyMode, type PolicyModeOptions } from '@tripsight/core/policy';

/** Attributes every policy-insights page and widget takes. */
export interface PolicyWidgetProps {
  /** normal | poc | demo (default normal). POC and demo read the sample-data API. */
  mode?: string;
  /** The sample-data API key (X-API-Key) for POC and demo modes; else the dashboard's (`configureSampleData`). */
  sampleDataKey?: string;
  /** The sample's source (source_url) for POC and demo modes; else the dashboard's, or the service's default sample. */
  sourceUrl?: string;
}

/** How the policy elements read their attributes (r2wc prop kinds). */
export const POLICY_WIDGET_PROPS = { mode: 'string', sampleDataKey: 'string', sourceUrl: 'string' } as const;

/** Reads the `mode` attribute; an unknown mode throws, which the widget's boundary shows as an error. */
export function usePolicyMode(mode: string | undefined): PolicyModeOptions {
  return useMemo(() => policyMode(mode), [mode]);
}

/** Part names a policy page re-exports from its widget elements. */
export const POLICY_WIDGET_PARTS =
  'card, card-header, title, tooltip, value, caption, chart, chart-table, view-as-table, legend, table, table-header, row, cell, table-scroll, pagination, page-size, page-range, page-button, skeleton, empty, error, slider, range-slider, switch, choice';
