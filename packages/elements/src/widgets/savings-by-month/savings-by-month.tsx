import { useMemo } from 'react';
import { resolveDateRange } from '@tripsight/core/dates';
import { granularityFor } from '@tripsight/core/rules';
import { SAVINGS_TOOLTIPS, periodLabel } from '@tripsight/core/savings';
import { savingsByMonthView } from '@tripsight/core/views';
import { useBusState } from '../../internal/use-bus.js';
import { useFormat } from '../../internal/use-format.js';
import { SavingsBarsCard } from '../../ui/savings-bars-card.js';
import { useView } from '../../internal/use-view.js';
import { withBoundary } from '../../ui/with-boundary.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { sharedStyles } from '../../ui/ui.styles.js';

function SavingsByMonthCard({ mode }: ModeWidgetProps) {
  const options = useMode(mode, 'savings');
  const range = useBusState((s) => resolveDateRange(s, 'air'));
  const granularity = granularityFor(range);
  const { locale } = useFormat();
  const view = useView(savingsByMonthView, {
    mode: options,
    params: { granularity },
  });
  const rows = view.status === 'success' ? view.data : null;
  const bars = useMemo(
    () =>
      (rows ?? []).map((r) => ({
        label: periodLabel(r.resultDateCreatedAt, granularity, locale),
        value: r.acceptedSavings,
      })),
    [rows, granularity, locale],
  );
  const title = `Savings by ${granularity}`;
  return (
    <SavingsBarsCard
      view={view}
      bars={bars}
      title={title}
      tooltip={SAVINGS_TOOLTIPS.acceptedSavings}
      caption={title}
      labelHeading={granularity === 'day' ? 'Day' : granularity === 'week' ? 'Week' : 'Month'}
    />
  );
}

/** Accepted savings per day, week or month (by the length of the date range). */
export const SavingsByMonth = withBoundary(SavingsByMonthCard, 'tripsight-savings-by-month');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles];
