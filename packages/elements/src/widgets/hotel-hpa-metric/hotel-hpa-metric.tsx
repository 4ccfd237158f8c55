import { formatCount, formatHotelPercent, HOTEL_TEXTS, HOTEL_TOOLTIPS } from '@tripsight/core/hotel';
import { hotelCompanySavingsView, type HotelCompanySavingsData } from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { Kpi } from '../../ui/kpi.js';
import { HotelCard } from '../../ui/hotel-card.js';
import { HPA_METRICS, type HpaMetric } from './hpa-metrics.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { useView } from '../../internal/use-view.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';

export interface HotelHpaMetricProps extends SampleWidgetProps {
  /** avgReservationSavings | avgNightlySavings | reservationWithSavingsRatio | savingsPerReservationRatio. */
  metric?: string;
}

const isMoney = (metric: HpaMetric) => metric === 'avgReservationSavings' || metric === 'avgNightlySavings';

/** The line under each figure. */
function caption(metric: HpaMetric, data: HotelCompanySavingsData): string {
  if (metric === 'avgReservationSavings' || metric === 'reservationWithSavingsRatio')
    return `${formatCount(data.rebookings)} ${HOTEL_TEXTS.rebookedReservations.toLowerCase()}`;
  if (metric === 'avgNightlySavings') return 'Per rebooked night';
  return 'Of the original rate of each rebooked stay';
}

function HpaMetricCard(props: HotelHpaMetricProps) {
  const { formatMoney, locale } = useFormat();
  const options = useMode(props.mode, 'hotel');
  const given = props.metric;
  const metric = (given ?? 'avgReservationSavings') as HpaMetric;
  // The HPA figures are those of the HPA reservations, whatever the page's mode.
  const view = useView(hotelCompanySavingsView, { mode: options, params: { isHPA: true }, sample: props });
  if (!HPA_METRICS.includes(metric)) {
    throw new Error(`invalid HPA metric: ${given} (expected ${HPA_METRICS.join(', ')})`);
  }
  return (
    <HotelCard
      title={HOTEL_TEXTS[metric]}
      tooltip={HOTEL_TOOLTIPS[metric]}
      view={view}
      isEmpty={(d) => d.rebookings === 0 || d[metric] === undefined}
    >
      {(data, currency) => {
        const value = data[metric] ?? 0;
        return (
          <Kpi
            value={isMoney(metric) ? formatMoney(value, currency) : formatHotelPercent(value, locale)}
            caption={caption(metric, data)}
          />
        );
      }}
    </HotelCard>
  );
}

/** One HPA figure: average reservation or nightly savings, or the reservation-with-savings or savings-per-reservation ratio. */
export const HotelHpaMetric = withBoundary(HpaMetricCard, 'tripsight-hotel-hpa-metric');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles];
