import { bucketSql, COVERED_BUCKETS } from '@tripsight/core/hotel-insights';
import {
  HOTEL_ROOM_ROWS_LIMIT,
  type availabilityByChainOverTimeView,
  type availabilityByCityOverTimeView,
  type availabilityCollapsedTableView,
  type availabilityCoveredSpendView,
  type availabilityMainTableView,
  type availabilitySummaryView,
  type availabilityTopChainsView,
  type availabilityTopCitiesView,
  type missedSavingsTableView,
  type AvailabilityCoveredSpendData,
  type AvailabilityMainRow,
  type AvailabilityOverTimeRow,
  type AvailabilityRoomRow,
  type AvailabilitySummaryData,
  type AvailabilityTopRow,
} from '@tripsight/core/views';
import { count } from '../sql/savings-sql.js';
import { available, HOTEL_ATTRIBUTES, HsiSql, notAvailable } from './hsi-sql.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';

/*
 * The negotiated rate availability views (docs/rules/hotel.md#negotiated-rate-availability): of the covered
 * stays, those whose negotiated rate was offered at booking. Missed savings here are those of the
 * rate-not-available nights: Σ (paid − negotiated) · nights.
 */

/** Cities and chains of the top hotel spend lists. */
const AVAILABILITY_TOP_LIMIT = 10;

const covered = (value: string) => bucketSql(COVERED_BUCKETS, value);

/** `/availability/summary`. */
export const availabilitySummary: ViewQuery<typeof availabilitySummaryView> = async (
  warehouse,
  scope,
  query,
) => {
  const q = new HsiSql(scope, query);
  const rows = await warehouse.all<AvailabilitySummaryData>(
    `SELECT ${selectAs<AvailabilitySummaryData>({
      availability: q.percent(`sum(${available(q.spend)})`, `sum(${covered(q.spend)})`),
      missedSavingsRatio: q.percent(`sum(${q.missed})`, `sum(${notAvailable(q.spend)})`),
      availableNights: count(`sum(${available('nights')})`),
      notAvailableNights: count(`sum(${notAvailable('nights')})`),
      availableSpend: q.money(`sum(${available(q.spend)})`),
      notAvailableSpend: q.money(`sum(${notAvailable(q.spend)})`),
      missedSavings: q.money(`sum(${q.missed})`),
    })}
    FROM ${q.stays}`,
    q.params,
  );
  return {
    data: firstRow(rows),
    currencyFields: ['availableSpend', 'notAvailableSpend', 'missedSavings'],
  };
};

/** `/availability/totalCoveredSpend`. */
export const availabilityCoveredSpend: ViewQuery<typeof availabilityCoveredSpendView> = async (
  warehouse,
  scope,
  query,
) => {
  const q = new HsiSql(scope, query);
  const rows = await warehouse.all<AvailabilityCoveredSpendData>(
    `SELECT ${selectAs<AvailabilityCoveredSpendData>({
      coverage: q.percent(`sum(${covered(q.spend)})`, `sum(${q.spend})`),
      coveredNights: count(`sum(${covered('nights')})`),
      coveredSpend: q.money(`sum(${covered(q.spend)})`),
      totalSpend: q.money(`sum(${q.spend})`),
      totalNights: count('sum(nights)'),
    })}
    FROM ${q.stays}`,
    q.params,
  );
  return { data: firstRow(rows), currencyFields: ['coveredSpend', 'totalSpend'] };
};

/**
 * The covered stays by hotel and room type, most covered spend first: one hotel's when `hotelId`
 * is given, else every hotel's, HOTEL_ROOM_ROWS_LIMIT rows a page (`page`, from 1).
 */
const roomRows: ViewQuery<typeof missedSavingsTableView> = async (warehouse, scope, query, params) => {
  const q = new HsiSql(scope, query);
  const hotel = params.hotelId === undefined ? '' : `AND hotel_id = ${q.add(params.hotelId)}`;
  const page = params.page ?? 1;
  const data = await warehouse.all<AvailabilityRoomRow>(
    `SELECT ${selectAs<AvailabilityRoomRow>({
      hotelId: 'hotel_id',
      roomBedType: 'room_type',
      availability: q.percent(`sum(${available(q.spend)})`, `sum(${covered(q.spend)})`),
      coveredNights: count(`sum(${covered('nights')})`),
      coveredSpend: q.money(`sum(${covered(q.spend)})`),
      notAvailableSpend: q.money(`sum(${notAvailable(q.spend)})`),
      availableADR: q.money(`sum(${available(q.spend)}) / nullif(sum(${available('nights')}), 0)`),
      notAvailableADR: q.money(`sum(${notAvailable(q.spend)}) / nullif(sum(${notAvailable('nights')}), 0)`),
    })}
    FROM ${q.stays}
    WHERE contract_rate_type IS NOT NULL ${hotel}
    GROUP BY hotel_id, room_type
    ORDER BY "coveredSpend" DESC, "hotelId", "roomBedType"
    LIMIT ${HOTEL_ROOM_ROWS_LIMIT} OFFSET ${(page - 1) * HOTEL_ROOM_ROWS_LIMIT}`,
    q.params,
  );
  return {
    data,
    currencyFields: ['coveredSpend', 'notAvailableSpend', 'availableADR', 'notAvailableADR'],
    annotation: { limit: HOTEL_ROOM_ROWS_LIMIT, page },
  };
};

/** `/availability/missedSavingsByHotel/table`: a card's hotel by room type. */
export const missedSavingsTable: ViewQuery<typeof missedSavingsTableView> = roomRows;
/** `/availability/details/collapsedTable`: a main-table hotel by room type. */
export const availabilityCollapsedTable: ViewQuery<typeof availabilityCollapsedTableView> = roomRows;

/** Availability per check-in month and `column` (a city or a chain), for the covered stays. */
function overTime(column: string, field: 'destinationCity' | 'hotelMasterChainName') {
  const query: ViewQuery<typeof availabilityByCityOverTimeView> = async (warehouse, scope, analytics) => {
    const q = new HsiSql(scope, analytics);
    const data = await warehouse.all<AvailabilityOverTimeRow>(
      `SELECT ${selectAs<AvailabilityOverTimeRow>({
        checkin: q.month(),
        [field]: column,
        availability: q.percent(`sum(${available(q.spend)})`, `sum(${q.spend})`),
        coveredNights: count('sum(nights)'),
      })}
      FROM ${q.stays} WHERE contract_rate_type IS NOT NULL
      GROUP BY 1, 2 ORDER BY 1, 2`,
      q.params,
    );
    return { data, currencyFields: [], annotation: { granularity: 'month' } };
  };
  return query;
}

/** The cities or chains (`column`) with the most hotel spend, with their availability over the range. */
function topHotelSpend(column: string) {
  const query: ViewQuery<typeof availabilityTopCitiesView> = async (warehouse, scope, analytics) => {
    const q = new HsiSql(scope, analytics);
    const data = await warehouse.all<AvailabilityTopRow>(
      `SELECT ${selectAs<AvailabilityTopRow>({
        name: column,
        availability: q.percent(`sum(${available(q.spend)})`, `sum(${covered(q.spend)})`),
        hotelSpend: q.money(`sum(${q.spend})`),
        coveredNights: count(`sum(${covered('nights')})`),
      })}
      FROM ${q.stays} GROUP BY ${column}
      ORDER BY "hotelSpend" DESC, "name" LIMIT ${AVAILABILITY_TOP_LIMIT}`,
      q.params,
    );
    return { data, currencyFields: ['hotelSpend'], annotation: { limit: AVAILABILITY_TOP_LIMIT } };
  };
  return query;
}

export const availabilityByCityOverTime: ViewQuery<typeof availabilityByCityOverTimeView> = overTime(
  'destination_city',
  'destinationCity',
);
export const availabilityByChainOverTime: ViewQuery<typeof availabilityByChainOverTimeView> = overTime(
  'hotel_master_chain',
  'hotelMasterChainName',
);
export const availabilityTopCities: ViewQuery<typeof availabilityTopCitiesView> =
  topHotelSpend('destination_city');
export const availabilityTopChains: ViewQuery<typeof availabilityTopChainsView> =
  topHotelSpend('hotel_master_chain');

/**
 * `/availability/details/mainTable`: every hotel with covered spend, most covered spend first; the
 * stays summed by hotel, then named.
 */
export const availabilityMainTable: ViewQuery<typeof availabilityMainTableView> = async (
  warehouse,
  scope,
  query,
) => {
  const q = new HsiSql(scope, query);
  const data = await warehouse.all<AvailabilityMainRow>(
    `WITH h AS (
      SELECT hotel_id, sum(${q.spend}) AS spend, sum(nights) AS nights, sum(${available(q.spend)}) AS available,
        sum(${notAvailable(q.spend)}) AS not_available, sum(${q.missed}) AS missed
      FROM ${q.stays} WHERE contract_rate_type IS NOT NULL
      GROUP BY hotel_id
    )
    SELECT ${selectAs<AvailabilityMainRow>({
      hotelId: 'h.hotel_id',
      hotelName: 'p.hotel_name',
      hotelChainName: 'p.hotel_master_chain',
      destinationCity: 'p.destination_city',
      coveredSpend: q.money('h.spend'),
      coveredNights: count('h.nights'),
      availability: q.percent('h.available', 'h.spend'),
      notAvailableSpend: q.money('h.not_available'),
      missedSavings: q.money('h.missed'),
    })}
    FROM h JOIN ${HOTEL_ATTRIBUTES} p ON p.hotel_id = h.hotel_id
    ORDER BY "coveredSpend" DESC, "hotelId"`,
    q.params,
  );
  return { data, currencyFields: ['coveredSpend', 'notAvailableSpend', 'missedSavings'] };
};
