import { availabilityStatus, HOTEL_BUCKETS } from '@tripsight/core/hotel-insights';
import { moneyColumn } from '../analytics/sql/money.js';
import { count, money } from '../analytics/sql/savings-sql.js';
import { availabilityMainTable, missedSavingsTable } from '../analytics/views/hsi-availability-views.js';
import { missedSavingsCardRows } from '../analytics/views/hsi-missed-savings-views.js';
import { HSI_STAYS } from '../analytics/views/hsi-sql.js';
import type { ReportColumn, ReportFacts, ReportValue } from './report-output.js';
import { amountColumn, rowsInRange } from './report-columns.js';
import { rowReport, type AirReport, type ReportContext } from './row-report.js';

/*
 * The negotiated rate availability exports (docs/rules/hotel.md#negotiated-rate-availability): the stays, the hotels, and one
 * hotel's missed savings, each read with the views' own query functions or from the same stays.
 */

/** The spec's availability status of each bucket in SQL (core's mapping; not covered has none). */
const STATUS_SQL = `CASE ${HOTEL_BUCKETS.map((b) => `WHEN bucket = '${b}' THEN '${availabilityStatus(b) ?? 'Not covered'}'`).join(' ')} END`;

/** Every stay of the range (by check-in), or those of one hotel, with its rates and where it fell. */
export function reservationsReport(hotelId: string | null): AirReport {
  return rowReport({
    name: 'reservations',
    displayName: 'Availability Reservations',
    table: () => HSI_STAYS,
    where: (context, params) =>
      hotelId === null
        ? rowsInRange(context, params)
        : `${rowsInRange(context, params)} AND hotel_id = ${params.add(hotelId)}`,
    columns({ scope }) {
      const perNight = (measure: string) => `${moneyColumn(measure, scope.currency)} / nights`;
      return [
        { key: 'recordLocator', header: 'Record locator', select: 'record_locator' },
        { key: 'resultDate', header: 'Check-in', select: scope.dialect.day('result_date') },
        { key: 'corporate', header: 'Client', width: 28, select: 'corporate_name' },
        { key: 'hotelName', header: 'Hotel', width: 40, select: 'hotel_name' },
        { key: 'hotelMasterChain', header: 'Hotel chain', width: 26, select: 'hotel_master_chain' },
        { key: 'city', header: 'City', width: 18, select: 'destination_city' },
        { key: 'roomType', header: 'Room type', width: 16, select: 'room_type' },
        { key: 'nights', header: 'Nights', select: 'nights::INTEGER' },
        { key: 'daysBeforeCheckin', header: 'Days before check-in', select: 'days_before_checkin::INTEGER' },
        {
          key: 'contractRateType',
          header: 'Negotiated rate',
          select: "coalesce(contract_rate_type, 'None')",
        },
        {
          key: 'lra',
          header: 'Last-room availability',
          select: "CASE WHEN has_lra THEN 'Yes' ELSE 'No' END",
        },
        { key: 'status', header: 'Availability status', width: 24, select: STATUS_SQL },
        { key: 'rateType', header: 'Rate type booked', select: "coalesce(rate_type, 'None')" },
        amountColumn(scope, 'paidRate', 'Rate paid', perNight('spend')),
        amountColumn(scope, 'negotiatedRate', 'Negotiated rate', perNight('negotiated_spend')),
        amountColumn(scope, 'marketRate', 'Market rate', perNight('market_spend')),
        amountColumn(scope, 'spend', 'Spend', moneyColumn('spend', scope.currency)),
        amountColumn(
          scope,
          'missedSavings',
          'Missed savings',
          `${moneyColumn('missed', scope.currency)} + ${moneyColumn('overpaid', scope.currency)}`,
        ),
        { key: 'reason', header: 'Missed savings reason', width: 20, select: "coalesce(miss_reason, '')" },
      ];
    },
    totals({ scope }) {
      return [
        ['Spend total', money(scope.dialect, `sum(${moneyColumn('spend', scope.currency)})`)],
        ['Stays', count('count(*)')],
        ['Nights', count('sum(nights)')],
        [
          'Missed savings (rate not available)',
          money(scope.dialect, `sum(${moneyColumn('missed', scope.currency)})`),
        ],
      ];
    },
  });
}

/** A report of rows computed at once (a few hundred at most): every row on the one page. */
function tableReport<Row>(
  name: string,
  displayName: string,
  columns: (context: ReportContext) => (ReportColumn & { value: (row: Row) => ReportValue })[],
  rows: (context: ReportContext) => Promise<Row[]>,
  totals: (rows: Row[], context: ReportContext) => Promise<ReportFacts> | ReportFacts,
): AirReport {
  return {
    name,
    displayName,
    columns: (context) => columns(context).map(({ value: _, ...column }) => column),
    count: async (context) => (await rows(context)).length,
    async page(context) {
      const all = await rows(context);
      const cells = columns(context);
      return { rows: all.map((row) => cells.map((c) => c.value(row))), next: null };
    },
    totals: async (context) => totals(await rows(context), context),
  };
}

const sum = <Row>(rows: Row[], value: (row: Row) => number) =>
  Math.round(rows.reduce((total, row) => total + value(row), 0) * 100) / 100;
const moneyHeader = ({ scope }: ReportContext, label: string) => `${label} (${scope.currency.code})`;

/** Every hotel with covered spend, as the details main table (or the one hotel asked for). */
export function hotelsReport(hotelId: string | null): AirReport {
  type Row = Awaited<ReturnType<typeof availabilityMainTable>>['data'][number];
  return tableReport<Row>(
    'hotels',
    'Availability Hotels',
    (context) => [
      { key: 'hotelName', header: 'Hotel', width: 40, value: (r) => r.hotelName },
      { key: 'hotelChainName', header: 'Hotel chain', width: 26, value: (r) => r.hotelChainName },
      { key: 'destinationCity', header: 'City', width: 18, value: (r) => r.destinationCity },
      {
        key: 'coveredSpend',
        header: moneyHeader(context, 'Covered spend'),
        money: true,
        value: (r) => r.coveredSpend,
      },
      { key: 'coveredNights', header: 'Covered nights', value: (r) => r.coveredNights },
      { key: 'availability', header: 'Availability (%)', value: (r) => r.availability },
      {
        key: 'notAvailableSpend',
        header: moneyHeader(context, 'Spend without the rate'),
        money: true,
        value: (r) => r.notAvailableSpend,
      },
      {
        key: 'missedSavings',
        header: moneyHeader(context, 'Missed savings'),
        money: true,
        value: (r) => r.missedSavings,
      },
    ],
    async ({ warehouse, scope, query }) => {
      const { data } = await availabilityMainTable(warehouse, scope, query, {});
      return hotelId === null ? data : data.filter((row) => row.hotelId === hotelId);
    },
    (rows) => [
      ['Hotels', rows.length],
      ['Covered spend total', sum(rows, (r) => r.coveredSpend)],
      ['Missed savings total', sum(rows, (r) => r.missedSavings)],
    ],
  );
}

/** One hotel's missed savings: its room types, and its card's figures and reason on the facts sheet. */
export function missedSavingsReport(hotelId: string): AirReport {
  type Row = Awaited<ReturnType<typeof missedSavingsTable>>['data'][number];
  return tableReport<Row>(
    'missedSavings',
    'Missed Savings Opportunity',
    (context) => [
      { key: 'roomBedType', header: 'Room type', width: 18, value: (r) => r.roomBedType },
      { key: 'availability', header: 'Availability (%)', value: (r) => r.availability },
      { key: 'coveredNights', header: 'Covered nights', value: (r) => r.coveredNights },
      {
        key: 'coveredSpend',
        header: moneyHeader(context, 'Covered spend'),
        money: true,
        value: (r) => r.coveredSpend,
      },
      {
        key: 'notAvailableSpend',
        header: moneyHeader(context, 'Spend without the rate'),
        money: true,
        value: (r) => r.notAvailableSpend,
      },
      {
        key: 'availableADR',
        header: moneyHeader(context, 'ADR with the rate'),
        money: true,
        value: (r) => r.availableADR,
      },
      {
        key: 'notAvailableADR',
        header: moneyHeader(context, 'ADR without the rate'),
        money: true,
        value: (r) => r.notAvailableADR,
      },
    ],
    async ({ warehouse, scope, query }) =>
      (await missedSavingsTable(warehouse, scope, query, { hotelId })).data,
    async ({ length }, { warehouse, scope, query }) => {
      const [card] = await missedSavingsCardRows(warehouse, scope, query, hotelId);
      if (!card)
        return [
          ['Hotel', hotelId],
          ['Room types', length],
          ['Missed savings', 0],
        ];
      return [
        ['Hotel', card.hotelName],
        ['Address', [card.hotelAddress, card.destinationCity, card.destinationCountry].join(', ')],
        ['Room types', length],
        ['Hotel spend', card.hotelSpend],
        ['Missed savings', card.missedSavings],
        ['Missed savings, of hotel spend (%)', card.missedShare],
        ['What went wrong', card.reason],
        ['Rate not loaded', card.missedSavingsByReason.rateNotLoaded],
        ['Last-room availability not honoured', card.missedSavingsByReason.lraNotHonoured],
        ['Paid above contract', card.missedSavingsByReason.paidAboveContract],
      ];
    },
  );
}
