import { useMemo } from 'react';
import { resolveDateRange } from '@tripsight/core/dates';
import { granularityFor } from '@tripsight/core/rules';
import { SAVINGS_TOOLTIPS, periodLabel } from '@tripsight/core/savings';
import { savingsByMonthView } from '@tripsight/core/views';
import { BarChart } from '../../ui/charts/bar-chart.js';
import { useBusState } from '../../internal/use-bus.js';
import { useFormat } from '../../internal/use-format.js';
import { Card } from '../../ui/card.js';
import { useView } from '../../internal/use-view.js';
import { ViewState } from '../../ui/view-state.js';
import { withBoundary } from '../../ui/with-boundary.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';

function SavingsByMonthCard({ mode }: ModeWidgetProps) {
  const options = useMode(mode, 'savings');
  const range = useBusState((s) => resolveDateRange(s, 'air'));
  const granularity = granularityFor(range);
  const { formatMoney, moneyAxis, locale } = useFormat();
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
  const currency = view.status === 'success' ? view.currency : null;
  const axis = useMemo(
    () =>
      moneyAxis(
        bars.map((b) => b.value),
        currency,
      ),
    [bars, currency, moneyAxis],
  );
  const title = `Savings by ${granularity}`;
  return (
    <Card title={title} tooltip={SAVINGS_TOOLTIPS.acceptedSavings}>
      <ViewState view={view} isEmpty={(d) => d.length === 0} skeletonHeight={250}>
        {() => (
          <BarChart
            data={bars}
            caption={title}
            labelHeading={granularity === 'day' ? 'Day' : granularity === 'week' ? 'Week' : 'Month'}
            valueHeading="Savings accepted"
            format={(v) => formatMoney(v, currency)}
            axis={axis}
          />
        )}
      </ViewState>
    </Card>
  );
}

/** Accepted savings per day, week or month (by the length of the date range). */
export const SavingsByMonth = withBoundary(SavingsByMonthCard, 'tripsight-savings-by-month');
