import { MISSED_SAVINGS_CARD_THRESHOLD_PERCENT, missedSavingsReason } from '@tripsight/core/hotel-insights';
import {
  type missedSavingsCardsView,
  type missedSavingsTotalSpendView,
  type MissedSavingsHotelCard,
  type MissedSavingsTotalSpendData,
} from '@tripsight/core/views';
import { count } from '../sql/savings-sql.js';
import type { QueryScope } from '../sql/scope.js';
import type { AnalyticsQuery } from './query-params.js';
import { available, HOTEL_ATTRIBUTES, HsiSql, notAvailable } from './hsi-sql.js';
import { firstRow, selectAs, type ViewQuery } from './view-query.js';
import type { Warehouse } from '../warehouse/warehouse.js';

/*
 * The missed-savings cards (docs/rules/hotel.md#negotiated-rate-availability): per hotel, what its stays paid above the negotiated
 * rate — the rate-not-available nights (the rate not loaded, or last-room availability not honoured)
 * and the negotiated nights charged above contract — kept when that is at least 0.1 % of the hotel's
 * spend. The card names the reason with the largest share (`@tripsight/core/hotel-insights`).
 */

/** Cards in the answer, most missed savings first (the totals cover every hotel with a card). */
const MISSED_SAVINGS_CARD_LIMIT = 50;

const reason = (q: HsiSql, name: string) =>
  `sum(CASE WHEN miss_reason = '${name}' THEN ${name === 'paidAboveContract' ? q.overpaid : q.missed} ELSE 0 END)`;

type CardRow = Omit<MissedSavingsHotelCard, 'reason' | 'missedSavingsByReason'> & {
  rateNotLoaded: number;
  lraNotHonoured: number;
  paidAboveContract: number;
};

/**
 * The SQL of the hotels with a card: per hotel (by id; named after) its figures, its missed savings by reason, and the
 * 0.1 % rule (`100 · missed ≥ 0.1 · spend`, missed > 0) — core's `showsMissedSavingsCard` in SQL.
 */
function cardHotels(q: HsiSql, hotelId?: string): string {
  const hotel = hotelId === undefined ? '' : `WHERE hotel_id = ${q.add(hotelId)}`;
  return `h AS (
      SELECT hotel_id, sum(${q.spend}) AS spend, sum(nights) AS nights,
        sum(${notAvailable('nights')}) AS not_available_nights, sum(${available('nights')}) AS available_nights,
        sum(${notAvailable(q.spend)}) AS not_available_spend, sum(${available(q.spend)}) AS available_spend,
        sum(days_before_checkin) AS days_before, count(*) AS stays,
        ${reason(q, 'rateNotLoaded')} AS rate_not_loaded, ${reason(q, 'lraNotHonoured')} AS lra_not_honoured,
        ${reason(q, 'paidAboveContract')} AS paid_above_contract
      FROM ${q.stays} ${hotel} GROUP BY hotel_id
    ), cards AS (
      SELECT h.*, h.rate_not_loaded + h.lra_not_honoured + h.paid_above_contract AS missed FROM h
    ), kept AS (
      SELECT * FROM cards
      WHERE missed > 0 AND 100 * missed >= ${MISSED_SAVINGS_CARD_THRESHOLD_PERCENT} * spend
    )`;
}

/**
 * The cards of the scope and range, most missed savings first: the hotels the 0.1 % rule keeps, or
 * the one hotel `hotelId` names whatever its share (the missed-savings export).
 */
export async function missedSavingsCardRows(
  warehouse: Warehouse,
  scope: QueryScope,
  query: AnalyticsQuery,
  hotelId?: string,
): Promise<MissedSavingsHotelCard[]> {
  const q = new HsiSql(scope, query);
  const rows = await warehouse.all<CardRow>(
    `WITH ${cardHotels(q, hotelId)}
    SELECT ${selectAs<CardRow>({
      hotelId: 'c.hotel_id',
      hotelName: 'p.hotel_name',
      hotelAddress: 'p.hotel_address',
      destinationCity: 'p.destination_city',
      destinationCountry: 'p.destination_country',
      hotelState: 'p.hotel_state',
      hotelStarRating: count('p.hotel_star_rating'),
      missedSavings: q.money('missed'),
      notAvailableNights: count('not_available_nights'),
      hotelSpend: q.money('spend'),
      avgDaysBeforeCheckin: `${q.dialect.round('coalesce(1.0 * days_before / nullif(stays, 0), 0)', 1)}::DOUBLE`,
      allNights: count('nights'),
      availableSpend: q.money('available_spend'),
      notAvailableSpend: q.money('not_available_spend'),
      availableNights: count('available_nights'),
      missedShare: q.percent('missed', 'spend'),
      rateNotLoaded: q.money('rate_not_loaded'),
      lraNotHonoured: q.money('lra_not_honoured'),
      paidAboveContract: q.money('paid_above_contract'),
    })}
    FROM ${hotelId === undefined ? 'kept' : 'cards'} c JOIN ${HOTEL_ATTRIBUTES} p ON p.hotel_id = c.hotel_id
    ORDER BY c.missed DESC, c.hotel_id
    LIMIT ${MISSED_SAVINGS_CARD_LIMIT}`,
    q.params,
  );
  return rows.map(({ rateNotLoaded, lraNotHonoured, paidAboveContract, ...card }) => {
    const missedSavingsByReason = { rateNotLoaded, lraNotHonoured, paidAboveContract };
    return { ...card, reason: missedSavingsReason(missedSavingsByReason), missedSavingsByReason };
  });
}

/** `/availability/missedSavingsByHotel/cards`: the hotels with a card, most missed savings first. */
export const missedSavingsCards: ViewQuery<typeof missedSavingsCardsView> = async (
  warehouse,
  scope,
  query,
) => ({
  data: await missedSavingsCardRows(warehouse, scope, query),
  currencyFields: ['missedSavings', 'hotelSpend', 'availableSpend', 'notAvailableSpend'],
  annotation: { limit: MISSED_SAVINGS_CARD_LIMIT },
});

/** The spend and missed savings the cards are measured against (every hotel with a card). */
async function missedSavingsTotals(
  warehouse: Warehouse,
  scope: QueryScope,
  query: AnalyticsQuery,
): Promise<MissedSavingsTotalSpendData> {
  const q = new HsiSql(scope, query);
  const rows = await warehouse.all<MissedSavingsTotalSpendData>(
    `WITH ${cardHotels(q)}
    SELECT ${selectAs<MissedSavingsTotalSpendData>({
      totalSpend: q.money('(SELECT sum(spend) FROM h)'),
      cardHotelsSpend: q.money('sum(spend)'),
      missedSavings: q.money('sum(missed)'),
      hotels: count('count(*)'),
    })}
    FROM kept`,
    q.params,
  );
  return firstRow(rows);
}

/** `/availability/missedSavingsByHotel/totalSpend`. */
export const missedSavingsTotalSpend: ViewQuery<typeof missedSavingsTotalSpendView> = async (
  warehouse,
  scope,
  query,
) => ({
  data: await missedSavingsTotals(warehouse, scope, query),
  currencyFields: ['totalSpend', 'cardHotelsSpend', 'missedSavings'],
});
