import {
  formatHotelPercent,
  formatOneDecimal,
  HOTEL_TEXTS,
  HOTEL_TOOLTIPS,
  sampleTrackedSpend,
} from '@tripsight/core/hotel';
import { hotelTrackedSpendView } from '@tripsight/core/views';
import { withBoundary } from '../../internal/with-boundary.js';
import { Kpi } from '../../ui/kpi.js';
import { Figures, HotelCard, type Figure } from '../hotel-savings/hotel-card.js';
import { useHotelMode, useHotelView, type HotelWidgetProps } from '../hotel-savings/hotel-widget.js';
import { useFormat } from '../../internal/use-format.js';

function TrackedSpendCard(props: HotelWidgetProps) {
  const { formatMoney, formatNumber, locale } = useFormat();
  const options = useHotelMode(props.mode);
  const view = useHotelView(hotelTrackedSpendView, options, props, { sample: sampleTrackedSpend });
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
        if (options.showHpa) {
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
