import type { ViewModeOptions } from '@tripsight/core/catalogue';
import { useMemo } from 'react';
import { countryName } from '@tripsight/core/format';
import { percentBand, rebookingBenchmark } from '@tripsight/core/rules';
import { NO_REBOOKING_DATA, SAVINGS_TOOLTIPS } from '@tripsight/core/savings';
import {
  allProcessedDealsView,
  rebookingSuccessView,
  rebookingTableView,
  type ProcessedDealRow,
  type RebookingTableRow,
} from '@tripsight/core/views';
import { Card } from '../../ui/card.js';
import type { Column } from '../../ui/data-table.js';
import { TableCard } from '../../ui/table-card.js';
import { useView } from '../../internal/use-view.js';
import { ViewState, type ViewStatus } from '../../ui/view-state.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { clientDealColumns } from '../../ui/client-deal-columns.js';
import { useFormat } from '../../internal/use-format.js';
import { PageHeader } from '../../ui/page-header.js';
import { useMode } from '../../internal/use-mode.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { rebookingPerformanceStyles } from './rebooking-performance.styles.js';

function RatioCard({ mode }: { mode: ViewModeOptions<string> }) {
  const { formatNumber, formatPercent } = useFormat();
  const view = useView(rebookingSuccessView, {
    mode: mode,
  });
  return (
    <Card title="Rebooking ratio" tooltip={SAVINGS_TOOLTIPS.dealsRebooked}>
      <ViewState
        view={view}
        isEmpty={(d) => d.allSentDeals === 0}
        emptyTitle={NO_REBOOKING_DATA}
        emptyAdvice={null}
      >
        {(data) => {
          const benchmark = rebookingBenchmark(data.rebookingPerformanceRatio);
          const band = percentBand(benchmark.ratio);
          return (
            <div part="ratio" className="ts-ratio">
              <p part="value" className={`ts-value ts-band-${band}`} data-band={band}>
                {formatPercent(benchmark.ratio)}
              </p>
              <p part="caption" className="ts-caption">
                {`${formatNumber(data.acceptedDeals, 0)} of ${formatNumber(data.allSentDeals, 0)} deals sent were rebooked`}
              </p>
              {benchmark.message && (
                <p part="benchmark" className="ts-benchmark" role="status">
                  {benchmark.message}
                </p>
              )}
              <p part="target" className="ts-caption">
                {`Improved target: ${formatPercent(benchmark.improvedTarget)}`}
              </p>
            </div>
          );
        }}
      </ViewState>
    </Card>
  );
}

function ClientTable({ mode }: { mode: ViewModeOptions<string> }) {
  const format = useFormat();
  const view = useView(rebookingTableView, { mode: mode });
  const currency = view.status === 'success' ? view.currency : null;
  const columns = useMemo(
    () =>
      clientDealColumns<RebookingTableRow>(
        currency,
        {
          key: 'rebookingPerformanceRatio',
          label: 'Rebooking ratio',
          percent: (r) => r.rebookingPerformanceRatio,
        },
        format,
      ),
    [currency, format],
  );
  return (
    <TableCard
      title="Rebooking by client"
      view={view}
      columns={columns}
      sortBy="rebookingPerformanceRatio"
      emptyTitle={NO_REBOOKING_DATA}
      emptyAdvice={null}
    />
  );
}

/** A processed deal with its country's name. */
type ProcessedDeal = ProcessedDealRow & { country: string };

function ProcessedDeals({ mode }: { mode: ViewModeOptions<string> }) {
  const { formatDate, formatMoney } = useFormat();
  const view = useView(allProcessedDealsView, {
    mode: mode,
  });
  const currency = view.status === 'success' ? view.currency : null;
  const rows = view.status === 'success' ? view.data : null;
  // Countries are shown, and sorted, by name.
  const named = useMemo(
    () => (rows ?? []).map((row) => ({ ...row, country: countryName(row.ticketingCountryCode) })),
    [rows],
  );
  const deals: ViewStatus<ProcessedDeal[]> = view.status === 'success' ? { ...view, data: named } : view;
  const columns = useMemo<Column<ProcessedDeal>[]>(
    () => [
      {
        key: 'resultDateCreatedAt',
        label: 'Date',
        nowrap: true,
        render: (r) => formatDate(r.resultDateCreatedAt),
      },
      { key: 'recordLocator', label: 'PNR', nowrap: true },
      { key: 'directEnterprise', label: 'Client' },
      { key: 'country', label: 'Country' },
      { key: 'dealStatus', label: 'Status', nowrap: true },
      {
        key: 'potentialSavings',
        label: 'Potential savings',
        numeric: true,
        render: (r) => formatMoney(r.potentialSavings, currency),
      },
      {
        key: 'acceptedSavings',
        label: 'Savings accepted',
        numeric: true,
        render: (r) => formatMoney(r.acceptedSavings, currency),
      },
      { key: 'feedbackMeaningPlatform', label: 'Feedback', render: (r) => r.feedbackMeaningPlatform ?? '' },
    ],
    [currency, formatDate, formatMoney],
  );
  return (
    <TableCard
      title="All processed deals"
      view={deals}
      columns={columns}
      sortBy="resultDateCreatedAt"
      pageSize={20}
      emptyTitle={NO_REBOOKING_DATA}
      emptyAdvice={null}
    />
  );
}

/** Attributes of the rebooking performance page. */
export interface RebookingPerformanceProps {
  /** normal | poc | demo | demo-prod-ui | autorebook (default normal). */
  mode?: string;
  /** Product name above the title (default Faresaver). */
  productName?: string;
  /** Tab title (default Rebooking performance). */
  tabTitle?: string;
}

function RebookingPerformancePage({
  mode,
  productName = 'Faresaver',
  tabTitle = 'Rebooking performance',
}: RebookingPerformanceProps) {
  const options = useMode(mode, 'savings');
  return (
    <>
      <PageHeader productName={productName} tabTitle={tabTitle} badge={options.badge} />
      <div part="grid" className="ts-rebooking-grid">
        <RatioCard mode={options} />
        <ClientTable mode={options} />
        <div className="ts-wide">
          <ProcessedDeals mode={options} />
        </div>
      </div>
    </>
  );
}

/** Rebooking performance: the ratio against the benchmark, per-client table and every processed deal. */
export const RebookingPerformance = withBoundary(RebookingPerformancePage, 'tripsight-rebooking-performance');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, rebookingPerformanceStyles];
