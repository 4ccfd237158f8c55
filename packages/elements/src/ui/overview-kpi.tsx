import type { ComponentType } from 'react';
import type { Formatter } from '@tripsight/core/format';
import { useFormat } from '../internal/use-format.js';
import { withBoundary } from './with-boundary.js';
import { Kpi, type KpiProps } from './kpi.js';
import { OverviewCard, type OverviewViews } from './overview-card.js';
import type { ModeWidgetProps } from '../internal/widget-props.js';

/** What a KPI widget of the savings overview shows. */
export interface OverviewKpiSpec<K extends keyof OverviewViews> {
  view: K;
  title: string;
  tooltip?: string;
  /** The figure and caption from the view's data, in the answer's currency and the host's locale. */
  kpi: (data: OverviewViews[K], currency: string | null, format: Formatter) => KpiProps;
}

/**
 * A KPI widget over one savings-overview view: its card with the loading, empty and error states,
 * wrapped so a rendering failure is reported as `tripsight-error` from `source`.
 */
export function overviewKpi<K extends keyof OverviewViews>(
  source: string,
  { view, title, tooltip, kpi }: OverviewKpiSpec<K>,
): ComponentType<ModeWidgetProps> {
  function OverviewKpi({ mode }: ModeWidgetProps) {
    const format = useFormat();
    return (
      <OverviewCard mode={mode} view={view} title={title} tooltip={tooltip}>
        {(data, currency) => <Kpi {...kpi(data, currency, format)} />}
      </OverviewCard>
    );
  }
  return withBoundary(OverviewKpi, source);
}
