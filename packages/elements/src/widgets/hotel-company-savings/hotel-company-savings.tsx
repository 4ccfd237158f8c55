import {
  formatHotelPercent,
  HOTEL_TEXTS,
  HOTEL_TOOLTIPS,
  hotelCards,
  projectSavings,
} from '@tripsight/core/hotel';
import { HOTEL_SAMPLE_DAYS } from '@tripsight/core/samples';
import { hotelCompanySavingsView } from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { Kpi } from '../../ui/kpi.js';
import { Figures, HotelCard } from '../../ui/hotel-card.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { useView } from '../../internal/use-view.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';

function CompanySavingsCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber, locale } = useFormat();
  const options = useMode(props.mode, 'hotel');
  const view = useView(hotelCompanySavingsView, { mode: options, sample: props });
  const projected = hotelCards(options).projected;
  return (
    <HotelCard
      title={projected ? HOTEL_TEXTS.totalProjectedSavings : HOTEL_TEXTS.companySavings}
      tooltip={projected ? HOTEL_TOOLTIPS.totalProjectedSavings : HOTEL_TOOLTIPS.companySavings}
      view={view}
      className="ts-hero"
      isEmpty={(d) => d.acceptedSavings === 0 && d.rebookings === 0 && d.savingsUpto === 0}
    >
      {(data, currency) => {
        if (options.sample) {
          // POC: the lower rates found, projected over a year; demo: the realized savings of the
          // sample's year, per quarter, month and day.
          const projection = projectSavings(
            projected ? data.savingsUpto : data.acceptedSavings,
            HOTEL_SAMPLE_DAYS[options.sample],
          );
          return (
            <>
              <Kpi value={formatMoney(projected ? projection.total : data.acceptedSavings, currency)} />
              <Figures
                items={[
                  { label: HOTEL_TEXTS.perQuarter, value: formatMoney(projection.perQuarter, currency) },
                  { label: HOTEL_TEXTS.perMonth, value: formatMoney(projection.perMonth, currency) },
                  { label: HOTEL_TEXTS.perDay, value: formatMoney(projection.perDay, currency) },
                ]}
              />
            </>
          );
        }
        return (
          <>
            <Kpi value={formatMoney(data.acceptedSavings, currency)} />
            <Figures
              items={[
                { label: HOTEL_TEXTS.rebookedReservations, value: formatNumber(data.rebookings, 0) },
                {
                  label: HOTEL_TEXTS.savingsRate,
                  value: formatHotelPercent(data.acceptedSavingsRatio, locale),
                },
              ]}
            />
          </>
        );
      }}
    </HotelCard>
  );
}

/**
 * Company savings: realized savings with rebooked reservations and the savings rate; in POC mode the
 * total projected savings with per-quarter, per-month and per-day figures.
 */
export const HotelCompanySavings = withBoundary(CompanySavingsCard, 'tripsight-hotel-company-savings');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles];
