import { useMemo } from 'react';
import { bookingWindowLabel, ticketPriceField } from '@tripsight/core/savings';
import {
  BOOKING_TO_DEPARTURE_LIMIT,
  bookingToDepartureView,
  type BookingTimingRow,
} from '@tripsight/core/views';
import type { Column } from '../../ui/data-table.js';
import { TableCard } from '../../ui/table-card.js';
import { useBusState } from '../../internal/use-bus.js';
import { useFormat } from '../../internal/use-format.js';
import { useView } from '../../internal/use-view.js';

/**
 * The booking-to-departure rows (docs/rules/air.md#booking-to-departure): booking window, route, haul, cabin, PNRs and the average
 * ticket price in the selected currency (the branch default's without one), sortable and paged.
 */
export function BookingTable() {
  const format = useFormat();
  const view = useView(bookingToDepartureView);
  const selected = useBusState((s) => s.currency);
  const currency = view.status === 'success' ? view.currency : null;
  const columns = useMemo<Column<BookingTimingRow>[]>(() => {
    const price = ticketPriceField(selected);
    return [
      {
        key: 'bookingToDeparture',
        label: 'Days before departure',
        nowrap: true,
        render: (r) => bookingWindowLabel(r.bookingToDeparture),
      },
      { key: 'itinRoute', label: 'Route', rowHeader: true, nowrap: true },
      { key: 'haulType', label: 'Haul' },
      { key: 'cabinClass', label: 'Cabin' },
      { key: 'airPnrs', label: 'PNRs', numeric: true, render: (r) => format.formatNumber(r.airPnrs, 0) },
      {
        key: price,
        label: 'Average ticket price',
        numeric: true,
        render: (r) => format.formatMoney(r[price], currency),
      },
    ];
  }, [currency, format, selected]);
  return (
    <TableCard
      title="Booking-to-departure analysis"
      tooltip={`The ${BOOKING_TO_DEPARTURE_LIMIT.toLocaleString('en-US')} route, window, haul and cabin combinations with most PNRs.`}
      view={view}
      columns={columns}
      sortBy="airPnrs"
      pageSize={10}
    />
  );
}
