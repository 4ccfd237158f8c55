import {
  formatHotelPercent,
  formatOneDecimal,
  HOTEL_TEXTS,
  HOTEL_TOOLTIPS,
  hotelCards,
} from '@tripsight/core/hotel';
import { hotelTrackedSpendView } from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { Kpi } from '../../ui/kpi.js';
import { Figures, HotelCard, type Figure } from '../../ui/hotel-card.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { useView } from '../../internal/use-view.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';

function TrackedSpendCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber, locale } = useFormat();
  const options = useMode(props.mode, 'hotel');
  const view = useView(hotelTrackedSpendView, { mode: options, sample: props });
  return (
    <HotelCard
      title={HOTEL_TEXTS.trackedSpend}
      tooltip={HOTEL_TOOLTIPS.trackedSpend}
      view={view}
      isEmpty={(d) => d.trackedPNRs === 0}
    >
      {(data, currency) => {
        const figures: Figure[] = [
          { label: HOTEL_TEXTS.reservations, value: formatNumber(data.trackedPNRs, 0) },
          { label: HOTEL_TEXTS.trackingRatio, value: formatHotelPercent(data.trackingRatio, locale) },
        ];
        if (hotelCards(options).hpa) {
          figures.push(
            { label: HOTEL_TEXTS.avgTrackedSpend, value: formatMoney(data.avgTrackedSpend ?? 0, currency) },
            {
              label: HOTEL_TEXTS.avgTrackedNumNights,
              value: formatOneDecimal(data.avgTrackedNumNights ?? 0),
            },
            {
              label: HOTEL_TEXTS.avgDaysBeforeCheckin,
              value: formatOneDecimal(data.avgDaysBeforeCheckin ?? 0),
            },
          );
        }
        return (
          <>
            <Kpi value={formatMoney(data.trackedSpend, currency)} />
            <Figures items={figures} />
          </>
        );
      }}
    </HotelCard>
  );
}

/** Tracked spend, reservations and tracking ratio; in HPA mode also average spend, nights and days before check-in. */
export const HotelTrackedSpend = withBoundary(TrackedSpendCard, 'tripsight-hotel-tracked-spend');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles];
