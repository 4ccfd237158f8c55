import { useMemo } from 'react';
import { COVERAGE_MEASURES, HOTEL_OR_CHAIN, type HotelOrChain } from '@tripsight/core/hotel-insights/display';
import {
  hotelCoverageView,
  type CoverageChainRow,
  type CoverageDetailRow,
  type CoverageHotelRow,
  type HotelCoverageData,
} from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { DataTable, type Column } from '../../ui/data-table.js';
import { Figures } from '../../ui/hotel-card.js';
import { DEFAULT_PAGE_SIZE } from '../../ui/paging.js';
import { BarChart } from '../../ui/charts/bar-chart.js';
import { PieChart } from '../../ui/charts/pie-chart.js';
import { useFormat } from '../../internal/use-format.js';
import { useView } from '../../internal/use-view.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import {
  figureColumn,
  InsightsCard,
  Rate,
  rateColumn,
  useInsightsMode,
  useToggle,
} from '../hotel-program-performance/insights-kit.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';
import { insightsStyles } from '../hotel-program-performance/insights-kit.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';

/** The coverage response, shared by every card of the page (one call). */
function useCoverage(props: SampleWidgetProps) {
  return useView(hotelCoverageView, { mode: useInsightsMode(props), sample: props });
}

const noSpend = (d: HotelCoverageData) => !(d.summary.totalSpend > 0) && !(d.summary.totalNights > 0);

function SummaryCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber } = useFormat();
  return (
    <InsightsCard card="coverageSummary" view={useCoverage(props)} isEmpty={noSpend}>
      {({ summary: s }, currency) => (
        <>
          <p part="value" className="ts-value">
            <Rate rate={s.percentOfHotelSpendCovered} nights={s.totalNights} large />
          </p>
          <p part="caption" className="ts-caption">
            of hotel spend covered; on nights:{' '}
            <Rate rate={s.percentOfHotelNightsCovered} nights={s.totalNights} />
          </p>
          <Figures
            items={[
              { label: 'Spend covered', value: formatMoney(s.spendCovered, currency) },
              { label: 'Spend not covered', value: formatMoney(s.spendNotCovered, currency) },
              { label: 'Total spend', value: formatMoney(s.totalSpend, currency) },
              { label: 'Nights covered', value: formatNumber(s.nightsCovered, 0) },
              { label: 'Nights not covered', value: formatNumber(s.nightsNotCovered, 0) },
            ]}
          />
        </>
      )}
    </InsightsCard>
  );
}

function ByRateTypeCard(props: SampleWidgetProps) {
  const { formatPercent } = useFormat();
  return (
    <InsightsCard card="coverageByRateType" view={useCoverage(props)} isEmpty={noSpend}>
      {({ coveredSpendByRateType: r }) => {
        const rows = [
          { label: 'Property', value: r.corporatePropertyRate, benchmark: r.corporatePropertyRateBenchmark },
          {
            label: 'Chainwide',
            value: r.corporateChainwideRate,
            benchmark: r.corporateChainwideRateBenchmark,
          },
          { label: 'TMC rate', value: r.tmcRate, benchmark: r.tmcRateBenchmark },
        ];
        return (
          <>
            <PieChart
              rows={rows}
              label={(row) => row.label}
              value={(row) => row.value}
              format={(v) => formatPercent(v, 1)}
              caption="Covered spend by rate type"
              labelHeading="Rate type"
              valueHeading="Share of covered spend"
            />
            <Figures
              items={rows.map((row) => ({
                label: `${row.label} benchmark`,
                value: formatPercent(row.benchmark, 1),
              }))}
            />
          </>
        );
      }}
    </InsightsCard>
  );
}

type Format = ReturnType<typeof useFormat>;

function hotelColumns(
  { formatMoney, formatPercent }: Format,
  currency: string | null,
): Column<CoverageHotelRow>[] {
  return [
    { key: 'hotelName', label: 'Hotel', rowHeader: true },
    { key: 'destinationCity', label: 'City' },
    figureColumn('spendNotCovered', 'Spend not covered', (r) => formatMoney(r.spendNotCovered, currency)),
    rateColumn('coverageRate', 'Coverage', (r) => r.totalNights),
    figureColumn('equivalentTo', 'Programme coverage gained', (r) => `+${formatPercent(r.equivalentTo, 1)}`),
  ];
}

function chainColumns(
  { formatMoney, formatPercent }: Format,
  currency: string | null,
): Column<CoverageChainRow>[] {
  return [
    { key: 'chainName', label: 'Chain', rowHeader: true },
    figureColumn('spendNotCovered', 'Spend not covered', (r) => formatMoney(r.spendNotCovered, currency)),
    figureColumn('coverageRate', 'Coverage', (r) => formatPercent(r.coverageRate, 1)),
    figureColumn('totalSpend', 'Total spend', (r) => formatMoney(r.totalSpend, currency)),
  ];
}

function TopOpportunitiesCard(props: SampleWidgetProps) {
  const format = useFormat();
  const [by, toggle] = useToggle('Top opportunities by', HOTEL_OR_CHAIN);
  const paged = { captionHidden: true, sortBy: 'spendNotCovered', pageSize: DEFAULT_PAGE_SIZE } as const;
  return (
    <InsightsCard card="coverageTop" view={useCoverage(props)} isEmpty={noSpend} actions={toggle}>
      {(d, currency) =>
        by === 'hotel' ? (
          <DataTable
            caption="Top opportunities by hotel"
            columns={hotelColumns(format, currency)}
            rows={d.byHotel}
            rowKey={(r) => r.hotelId}
            {...paged}
          />
        ) : (
          <DataTable
            caption="Top opportunities by chain"
            columns={chainColumns(format, currency)}
            rows={d.byChain}
            rowKey={(r) => r.chainName}
            {...paged}
          />
        )
      }
    </InsightsCard>
  );
}

function OverTimeCard(props: SampleWidgetProps) {
  const { formatPercent, formatShortMonth, formatNumber } = useFormat();
  const [measure, toggle] = useToggle('Coverage on', COVERAGE_MEASURES);
  const view = useCoverage(props);
  const months = view.status === 'success' ? view.data.overTime : null;
  const data = useMemo(
    () => (months ?? []).map((m) => ({ label: formatShortMonth(m.month, true), value: m[measure] })),
    [months, measure, formatShortMonth],
  );
  return (
    <InsightsCard
      card="coverageOverTime"
      view={view}
      isEmpty={(d) => d.overTime.length === 0}
      actions={toggle}
    >
      {(d) => (
        <>
          <BarChart
            data={data}
            caption={`Coverage by month on ${measure === 'nights' ? 'nights' : 'price'}`}
            labelHeading="Month"
            valueHeading="Coverage"
            format={(v) => formatPercent(v, 1)}
            axis={{ ticks: [0, 25, 50, 75, 100], domain: [0, 100], format: (v) => formatPercent(v, 0) }}
          />
          <p className="ts-caption" part="caption">
            n = {formatNumber(d.summary.totalNights, 0)} nights
          </p>
        </>
      )}
    </InsightsCard>
  );
}

function detailColumns(
  { formatMoney, formatPercent }: Format,
  currency: string | null,
  by: HotelOrChain,
): Column<CoverageDetailRow>[] {
  const percent = (key: 'propertyCoverage' | 'chainwideCoverage' | 'tmcCoverage', label: string) =>
    figureColumn<CoverageDetailRow>(key, label, (r) => formatPercent(r[key], 1));
  return [
    { key: 'name', label: by === 'hotel' ? 'Hotel' : 'Chain', rowHeader: true },
    percent('propertyCoverage', 'Property'),
    percent('chainwideCoverage', 'Chainwide'),
    percent('tmcCoverage', 'TMC rate'),
    rateColumn('coverageRate', 'Coverage', (r) => r.totalNights),
    figureColumn('totalSpend', 'Total spend', (r) => formatMoney(r.totalSpend, currency)),
  ];
}

function DetailsCard(props: SampleWidgetProps) {
  const format = useFormat();
  const [by, toggle] = useToggle('Details by', HOTEL_OR_CHAIN);
  return (
    <InsightsCard card="coverageDetails" view={useCoverage(props)} isEmpty={noSpend} actions={toggle}>
      {(d, currency) => (
        <DataTable
          key={by}
          caption={`Coverage details by ${by}`}
          captionHidden
          columns={detailColumns(format, currency, by)}
          rows={by === 'hotel' ? d.details.byHotel : d.details.byChain}
          sortBy="totalSpend"
          pageSize={DEFAULT_PAGE_SIZE}
          rowKey={(r) => r.name}
        />
      )}
    </InsightsCard>
  );
}

export const CoverageSummary = withBoundary(SummaryCard, 'tripsight-coverage-summary');
export const CoverageByRateType = withBoundary(ByRateTypeCard, 'tripsight-coverage-by-rate-type');
export const CoverageTopOpportunities = withBoundary(
  TopOpportunitiesCard,
  'tripsight-coverage-top-opportunities',
);
export const CoverageOverTime = withBoundary(OverTimeCard, 'tripsight-coverage-over-time');
export const CoverageDetails = withBoundary(DetailsCard, 'tripsight-coverage-details');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles, insightsStyles, formControlStyles];
