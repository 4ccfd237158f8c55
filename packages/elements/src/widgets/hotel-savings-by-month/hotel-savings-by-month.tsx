import { useMemo } from 'react';
import { HOTEL_TEXTS, HOTEL_TOOLTIPS, hotelMonthLabel, spansYears } from '@tripsight/core/hotel';
import { hotelSavingsByMonthView } from '@tripsight/core/views';
import { useFormat } from '../../internal/use-format.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { BarChart } from '../../ui/charts/bar-chart.js';
import { HotelCard } from '../../ui/hotel-card.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { useView } from '../../internal/use-view.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';

/** Height of the bars (docs/rules/shell.md#charts: chart heights 250 and 350), beside the taller chain card. */
const BY_MONTH_HEIGHT = 350;

function SavingsByMonthCard(props: SampleWidgetProps) {
  const options = useMode(props.mode, 'hotel');
  const view = useView(hotelSavingsByMonthView, { mode: options, sample: props });
  const rows = view.status === 'success' ? view.data : null;
  const { formatMoney, locale } = useFormat();
  const bars = useMemo(() => {
    const months = rows ?? [];
    const withYear = spansYears(months.map((m) => m.createdAt));
    return months.map((m) => ({
      label: hotelMonthLabel(m.createdAt, withYear, locale),
      value: m.acceptedSavings,
    }));
  }, [rows, locale]);
  // A POC shows the savings it could have had; every other mode the savings realized.
  const measure = options.sample === 'poc' ? HOTEL_TEXTS.potential : HOTEL_TEXTS.realized;
  return (
    <HotelCard
      title={HOTEL_TEXTS.savingsByMonth}
      tooltip={
        options.sample === 'poc' ? HOTEL_TOOLTIPS.totalProjectedSavings : HOTEL_TOOLTIPS.companySavings
      }
      view={view}
      isEmpty={(d) => d.every((m) => m.acceptedSavings === 0)}
      skeletonHeight={BY_MONTH_HEIGHT}
    >
      {(_data, currency) => (
        <BarChart
          data={bars}
          caption={HOTEL_TEXTS.savingsByMonth}
          labelHeading={HOTEL_TEXTS.month}
          valueHeading={`${measure} ${HOTEL_TEXTS.savings.toLowerCase()}`}
          format={(v) => formatMoney(v, currency)}
          formatTick={(v) => formatMoney(v, currency, { short: true })}
          height={BY_MONTH_HEIGHT}
        />
      )}
    </HotelCard>
  );
}

/** Savings per calendar month of the range, as bars that can be viewed as a table. */
export const HotelSavingsByMonth = withBoundary(SavingsByMonthCard, 'tripsight-hotel-savings-by-month');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles];
