import {
  INSIGHTS_CARDS,
  isProgramEmpty,
  negotiatedSplit,
  type ProgramModule,
} from '@tripsight/core/hotel-insights/display';
import { hotelProgramPerformanceView, type HotelProgramPerformanceData } from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { Kpi } from '../../ui/kpi.js';
import { Figures } from '../../ui/hotel-card.js';
import { Gauge } from '../../ui/charts/gauge.js';
import { seriesColour } from '../../ui/charts/palette.js';
import { useFormat } from '../../internal/use-format.js';
import { useView } from '../../internal/use-view.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { InsightsCard, Rate, useInsightsMode } from './insights-kit.js';
import { ModuleLink } from './module-link.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';
import { insightsStyles } from './insights-kit.styles.js';

/** The programme performance data object, shared by every card of the page (one call). */
function useProgram(props: SampleWidgetProps) {
  const mode = useInsightsMode(props);
  return useView(hotelProgramPerformanceView, { mode, sample: props });
}

function ProgramSavingsCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber } = useFormat();
  return (
    <InsightsCard card="programSavings" view={useProgram(props)} isEmpty={isProgramEmpty}>
      {(d, currency) => (
        <>
          <Kpi value={formatMoney(d.hotelProgramSavings, currency)} caption="against the market rate" />
          <p className="ts-caption">
            <Rate rate={d.programSavingsRate} nights={d.negotiatedNights} /> of the spend at market rates
          </p>
          <Figures
            items={[
              { label: 'Hotelsaver savings', value: formatMoney(d.hotelsaverSavings, currency) },
              { label: 'Reservations rebooked', value: formatNumber(d.reservationsRebooked, 0) },
            ]}
          />
        </>
      )}
    </InsightsCard>
  );
}

function AverageDiscountCard(props: SampleWidgetProps) {
  return (
    <InsightsCard card="averageDiscount" view={useProgram(props)} isEmpty={isProgramEmpty}>
      {(d) => (
        <>
          <p part="value" className="ts-value">
            <Rate rate={d.discountLevel} nights={d.negotiatedNights} large />
          </p>
          <p part="caption" className="ts-caption">
            below the market rate, weighted by spend
          </p>
          <ModuleLink module="discount" />
        </>
      )}
    </InsightsCard>
  );
}

function ProgramSpendCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber } = useFormat();
  return (
    <InsightsCard card="programSpend" view={useProgram(props)} isEmpty={isProgramEmpty}>
      {(d, currency) => (
        <>
          <Kpi value={formatMoney(d.programSpend, currency)} caption="hotel spend" />
          <Figures
            items={[
              {
                label: 'Equivalent at market rates',
                value: formatMoney(d.equivalentSpendAtMarketRates, currency),
              },
              { label: 'Nights', value: formatNumber(d.totalNights, 0) },
              { label: 'Average nights per stay', value: formatNumber(d.averageNightsPerStay, 1) },
              { label: 'Average daily rate', value: formatMoney(d.adr, currency) },
              { label: 'Market average daily rate', value: formatMoney(d.marketAdr, currency) },
            ]}
          />
        </>
      )}
    </InsightsCard>
  );
}

function NegotiatedSplitCard(props: SampleWidgetProps) {
  const { formatMoney, formatPercent } = useFormat();
  return (
    <InsightsCard card="negotiatedSplit" view={useProgram(props)} isEmpty={isProgramEmpty}>
      {(d, currency) => {
        const split = negotiatedSplit(d);
        return (
          <>
            <div className="ts-split" part="split" aria-hidden="true">
              {split.map((s, i) => (
                <span key={s.key} style={{ width: `${s.share}%`, background: seriesColour(i) }} />
              ))}
            </div>
            <ul className="ts-split-legend" part="legend">
              {split.map((s, i) => (
                <li key={s.key} data-bucket={s.key}>
                  <span className="ts-swatch" style={{ background: seriesColour(i) }} />
                  <span>
                    {s.label}: <strong>{formatPercent(s.share, 1)}</strong> ({formatMoney(s.spend, currency)})
                  </span>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </InsightsCard>
  );
}

type GaugeMetric = Exclude<ProgramModule, 'discount'>;
const GAUGES: Record<
  GaugeMetric,
  {
    card: 'coverageGauge' | 'availabilityGauge' | 'utilizationGauge';
    label: string;
    rate: (d: HotelProgramPerformanceData) => number;
    nights: (d: HotelProgramPerformanceData) => number;
  }
> = {
  coverage: {
    card: 'coverageGauge',
    label: 'of spend covered',
    rate: (d) => d.coverageRate,
    nights: (d) => d.totalNights,
  },
  availability: {
    card: 'availabilityGauge',
    label: 'of covered spend offered',
    rate: (d) => d.availabilityRate,
    nights: (d) => d.coveredNights,
  },
  utilization: {
    card: 'utilizationGauge',
    label: 'of offered spend booked',
    rate: (d) => d.utilizationRate,
    nights: (d) => d.availableNights,
  },
};

function GaugeCard({ metric, ...props }: SampleWidgetProps & { metric: GaugeMetric }) {
  const gauge = GAUGES[metric];
  const { formatPercent } = useFormat();
  return (
    <InsightsCard card={gauge.card} view={useProgram(props)} isEmpty={isProgramEmpty}>
      {(d) => (
        <>
          <Gauge
            value={gauge.rate(d)}
            caption={INSIGHTS_CARDS[gauge.card].title}
            label={gauge.label}
            format={(v) => formatPercent(v, 1)}
          />
          <p className="ts-caption" part="caption">
            <Rate rate={gauge.rate(d)} nights={gauge.nights(d)} />
          </p>
          <ModuleLink module={metric} />
        </>
      )}
    </InsightsCard>
  );
}

export const HotelProgramSavings = withBoundary(ProgramSavingsCard, 'tripsight-hotel-program-savings');
export const HotelAverageDiscount = withBoundary(AverageDiscountCard, 'tripsight-hotel-average-discount');
export const HotelProgramSpend = withBoundary(ProgramSpendCard, 'tripsight-hotel-program-spend');
export const HotelNegotiatedSplit = withBoundary(NegotiatedSplitCard, 'tripsight-hotel-negotiated-split');
export const HotelCoverageGauge = withBoundary(
  (props: SampleWidgetProps) => <GaugeCard {...props} metric="coverage" />,
  'tripsight-hotel-coverage-gauge',
);
export const HotelAvailabilityGauge = withBoundary(
  (props: SampleWidgetProps) => <GaugeCard {...props} metric="availability" />,
  'tripsight-hotel-availability-gauge',
);
export const HotelUtilizationGauge = withBoundary(
  (props: SampleWidgetProps) => <GaugeCard {...props} metric="utilization" />,
  'tripsight-hotel-utilization-gauge',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles, insightsStyles];
