import { PageHeader } from '../../ui/page-header.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { BookingTable } from './booking-table.js';
import { PriceCurveCard } from './price-curve-card.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { bookingToDepartureStyles } from './booking-to-departure.styles.js';

/** Attributes of the spend breakdown page. */
export interface BookingToDepartureProps {
  /** Product name above the title (default Faresaver). */
  productName?: string;
  /** Tab title (default Spend Breakdown). */
  tabTitle?: string;
}

function BookingToDeparturePage({
  productName = 'Faresaver',
  tabTitle = 'Spend Breakdown',
}: BookingToDepartureProps) {
  return (
    <>
      <PageHeader productName={productName} tabTitle={tabTitle} />
      <div part="grid" className="ts-booking-grid">
        <PriceCurveCard />
        <BookingTable />
      </div>
    </>
  );
}

/** Spend breakdown: the average ticket price against days before departure, and the booking timing rows. */
export const BookingToDeparture = withBoundary(BookingToDeparturePage, 'tripsight-booking-to-departure');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, formControlStyles, bookingToDepartureStyles];
