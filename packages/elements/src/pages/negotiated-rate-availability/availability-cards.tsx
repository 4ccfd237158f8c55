import {
  MISSED_SAVINGS_REASON_HINTS,
  MISSED_SAVINGS_REASON_TEXTS,
  missedSavingsReasons,
  shownMissedSavingsCards,
  TOP_MISSED_SAVINGS_CARDS,
} from '@tripsight/core/hotel-insights/display';
import {
  availabilityCoveredSpendView,
  availabilitySummaryView,
  missedSavingsCardsView,
  missedSavingsTotalSpendView,
  type MissedSavingsHotelCard,
} from '@tripsight/core/views';
import { useState } from 'react';
import { withBoundary } from '../../ui/with-boundary.js';
import { Kpi } from '../../ui/kpi.js';
import { Figures } from '../../ui/hotel-card.js';
import { useFormat } from '../../internal/use-format.js';
import { useView } from '../../internal/use-view.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { InsightsCard, Rate, useInsightsMode } from '../hotel-program-performance/insights-kit.js';
import { MissedSavingsExport } from './missed-savings-export.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';
import { insightsStyles } from '../hotel-program-performance/insights-kit.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';

function SummaryCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber, formatPercent } = useFormat();
  const view = useView(availabilitySummaryView, { mode: useInsightsMode(props), sample: props });
  return (
    <InsightsCard
      card="availabilitySummary"
      view={view}
      isEmpty={(d) => d.availableNights + d.notAvailableNights === 0}
    >
      {(d, currency) => (
        <>
          <p part="value" className="ts-value">
            <Rate rate={d.availability} nights={d.availableNights + d.notAvailableNights} large />
          </p>
          <p part="caption" className="ts-caption">
            of covered spend had the negotiated rate offered
          </p>
          <Figures
            items={[
              { label: 'Missed savings', value: formatMoney(d.missedSavings, currency) },
              { label: 'Missed savings ratio', value: formatPercent(d.missedSavingsRatio, 1) },
              { label: 'Spend with the rate offered', value: formatMoney(d.availableSpend, currency) },
              { label: 'Spend with the rate not offered', value: formatMoney(d.notAvailableSpend, currency) },
              { label: 'Nights offered', value: formatNumber(d.availableNights, 0) },
              { label: 'Nights not offered', value: formatNumber(d.notAvailableNights, 0) },
            ]}
          />
        </>
      )}
    </InsightsCard>
  );
}

function CoveredSpendCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber } = useFormat();
  const view = useView(availabilityCoveredSpendView, { mode: useInsightsMode(props), sample: props });
  return (
    <InsightsCard
      card="availabilityCoveredSpend"
      view={view}
      isEmpty={(d) => d.totalSpend === 0 && d.coveredNights === 0}
    >
      {(d, currency) => (
        <>
          <Kpi value={formatMoney(d.coveredSpend, currency)} />
          <p part="caption" className="ts-caption">
            <Rate rate={d.coverage} nights={d.totalNights} /> of hotel spend
          </p>
          <Figures
            items={[
              { label: 'Covered nights', value: formatNumber(d.coveredNights, 0) },
              { label: 'Total spend', value: formatMoney(d.totalSpend, currency) },
            ]}
          />
        </>
      )}
    </InsightsCard>
  );
}

function HotelCard({ card, currency }: { card: MissedSavingsHotelCard; currency: string | null }) {
  const { formatMoney, formatNumber, formatPercent } = useFormat();
  const reasons = missedSavingsReasons(card);
  const place = [card.destinationCity, card.hotelState, card.destinationCountry].filter(Boolean).join(', ');
  return (
    <article part="missed-card" className="ts-missed-card" data-hotel-id={card.hotelId}>
      <h4>{card.hotelName}</h4>
      <p>
        {place}
        {card.hotelStarRating > 0 ? ` · ${formatNumber(card.hotelStarRating, 0)}★` : ''}
      </p>
      <span part="reason" className="ts-reason" title={MISSED_SAVINGS_REASON_HINTS[card.reason]}>
        {MISSED_SAVINGS_REASON_TEXTS[card.reason]}
      </span>
      <strong part="value">{formatMoney(card.missedSavings, currency)} missed</strong>
      <p>
        {formatPercent(card.missedShare, 2)} of {formatMoney(card.hotelSpend, currency)} spend; available{' '}
        <Rate
          rate={card.allNights > 0 ? (card.availableNights / card.allNights) * 100 : 0}
          nights={card.allNights}
        />
      </p>
      {reasons.length > 1 && (
        <ul className="ts-reasons" part="reasons" aria-label="What went wrong">
          {reasons.map((r) => (
            <li key={r.reason}>
              {r.text}: {formatMoney(r.amount, currency)} ({formatPercent(r.share, 0)})
            </li>
          ))}
        </ul>
      )}
      <MissedSavingsExport hotelId={card.hotelId} hotelName={card.hotelName} />
    </article>
  );
}

/** The top missed-savings cards, and all of them on request. */
function TopCards({ cards, currency }: { cards: MissedSavingsHotelCard[]; currency: string | null }) {
  const [all, setAll] = useState(false);
  const shown = all ? cards : cards.slice(0, TOP_MISSED_SAVINGS_CARDS);
  return (
    <>
      <div className="ts-missed-grid" part="missed-cards">
        {shown.map((card) => (
          <HotelCard key={card.hotelId} card={card} currency={currency} />
        ))}
      </div>
      {cards.length > TOP_MISSED_SAVINGS_CARDS && (
        <button
          type="button"
          part="show-all"
          className="ts-expand"
          aria-expanded={all}
          onClick={() => setAll((open) => !open)}
        >
          {all ? 'Show the top hotels only' : `Show all ${cards.length} hotels`}
        </button>
      )}
    </>
  );
}

function MissedSavingsCardsCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber } = useFormat();
  const mode = useInsightsMode(props);
  const view = useView(missedSavingsCardsView, { mode, sample: props });
  const total = useView(missedSavingsTotalSpendView, { mode, sample: props });
  return (
    <InsightsCard
      card="missedSavings"
      view={view}
      isEmpty={(cards) => shownMissedSavingsCards(cards).length === 0}
    >
      {(cards, currency) => (
        <>
          {total.status === 'success' && (
            <p part="caption" className="ts-caption">
              {formatMoney(total.data.missedSavings, currency)} missed at {formatNumber(total.data.hotels, 0)}{' '}
              hotels with {formatMoney(total.data.cardHotelsSpend, currency)} of{' '}
              {formatMoney(total.data.totalSpend, currency)} spend
            </p>
          )}
          <TopCards cards={shownMissedSavingsCards(cards)} currency={currency} />
        </>
      )}
    </InsightsCard>
  );
}

export const AvailabilitySummary = withBoundary(SummaryCard, 'tripsight-availability-summary');
export const AvailabilityCoveredSpend = withBoundary(
  CoveredSpendCard,
  'tripsight-availability-covered-spend',
);
export const MissedSavingsCards = withBoundary(MissedSavingsCardsCard, 'tripsight-missed-savings-cards');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles, insightsStyles, formControlStyles];
