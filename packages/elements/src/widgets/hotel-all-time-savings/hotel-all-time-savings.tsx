import { useId } from 'react';
import { HOTEL_TEXTS, NO_DATA_TO_DISPLAY, hotelCards } from '@tripsight/core/hotel';
import { hotelAllTimeResultsView } from '@tripsight/core/views';
import { useFormat } from '../../internal/use-format.js';
import { useText } from '../../internal/use-text.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { EmptyState, ErrorFallback, SignedOutState, Skeleton } from '../../ui/states.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { useView } from '../../internal/use-view.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';

function AllTimeBanner(props: SampleWidgetProps) {
  const options = useMode(props.mode, 'hotel');
  const headingId = useId();
  const { formatDate, formatMoney, formatNumber } = useFormat();
  const text = useText();
  const view = useView(hotelAllTimeResultsView, { mode: options, sample: props });
  // Hidden in POC and demo (docs/rules/hotel.md#hotel-savings-overview): a sample has no history of its own.
  if (!hotelCards(options).allTime) return null;
  return (
    <section part="banner" className="ts-banner" aria-labelledby={headingId}>
      <h3 id={headingId} part="title">
        {text(HOTEL_TEXTS.allTimeTitle)}
      </h3>
      {view.status === 'loading' ? (
        <Skeleton height={28} />
      ) : view.status === 'signed-out' ? (
        <SignedOutState />
      ) : view.status === 'error' ? (
        <ErrorFallback detail={view.error.message} compact />
      ) : view.data.rebookings === 0 && view.data.acceptedSavings === 0 ? (
        <EmptyState title={NO_DATA_TO_DISPLAY} advice={null} compact />
      ) : (
        <dl>
          <div>
            <dt>{text(HOTEL_TEXTS.realizedSavings)}</dt>
            <dd part="value">{formatMoney(view.data.acceptedSavings, view.currency)}</dd>
          </div>
          <div>
            <dt>{text(HOTEL_TEXTS.reservations)}</dt>
            <dd>{formatNumber(view.data.rebookings, 0)}</dd>
          </div>
          {view.data.goLiveDate && (
            <div>
              <dt>{text(HOTEL_TEXTS.sinceGoLive)}</dt>
              <dd>
                <time dateTime={view.data.goLiveDate}>{formatDate(view.data.goLiveDate)}</time>
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}

/** Realized savings and rebooked reservations of all time, since the go-live date. */
export const HotelAllTimeSavings = withBoundary(AllTimeBanner, 'tripsight-hotel-all-time-savings');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles];
