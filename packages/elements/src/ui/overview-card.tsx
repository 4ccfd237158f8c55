import type { ReactNode } from 'react';
import { isSavingsOverviewEmpty } from '@tripsight/core/savings';
import {
  savingsOverviewView,
  trackedSpendView,
  type SavingsOverviewData,
  type ViewContract,
  type TrackedSpendData,
} from '@tripsight/core/views';
import { Card } from './card.js';
import type { ModeWidgetProps } from '../internal/widget-props.js';
import { useMode } from '../internal/use-mode.js';
import { useView } from '../internal/use-view.js';
import { ViewState } from './view-state.js';

/** The overview views a KPI card can show, with their data and what counts as empty. */
export interface OverviewViews {
  savingsOverview: SavingsOverviewData;
  trackedSpend: TrackedSpendData;
}

const VIEWS = { savingsOverview: savingsOverviewView, trackedSpend: trackedSpendView } as const;

const EMPTY: { [K in keyof OverviewViews]: (data: OverviewViews[K]) => boolean } = {
  savingsOverview: isSavingsOverviewEmpty,
  trackedSpend: (data) => data.trackedPnrs === 0,
};

export interface OverviewCardProps<K extends keyof OverviewViews> extends ModeWidgetProps {
  view: K;
  title: string;
  tooltip?: string;
  /** False when the card has something to say even without data (no empty state). */
  showEmpty?: boolean;
  children: (data: OverviewViews[K], currency: string | null) => ReactNode;
}

/**
 * A card over one savings-overview view in the widget's mode (live data or the demo metrics), with
 * the loading skeleton, the error fallback and the empty state.
 */
export function OverviewCard<K extends keyof OverviewViews>({
  mode,
  view,
  title,
  tooltip,
  showEmpty = true,
  children,
}: OverviewCardProps<K>) {
  const options = useMode(mode, 'savings');
  // VIEWS[view] is the contract of OverviewViews[K]; TypeScript cannot narrow the indexed union.
  const contract = VIEWS[view] as unknown as ViewContract<OverviewViews[K]>;
  const state = useView(contract, { mode: options });
  return (
    <Card title={title} tooltip={tooltip}>
      <ViewState view={state} isEmpty={showEmpty ? EMPTY[view] : undefined}>
        {children}
      </ViewState>
    </Card>
  );
}
