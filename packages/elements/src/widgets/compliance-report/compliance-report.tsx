import { useMemo, useState } from 'react';
import {
  CABIN_COMPLIANCE_TEXTS,
  type CategoryPie,
  categoryPies,
  DEFAULT_REPORT_BREAKDOWN,
  POLICY_TOOLTIPS,
  REPORT_BREAKDOWN_LABELS,
  REPORT_BREAKDOWNS,
  type ReportBreakdown,
} from '@tripsight/core/policy';
import { cabinComplianceDistributionView } from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { PieChart } from '../../ui/charts/pie-chart.js';
import { Choice, type ChoiceOption } from '../../ui/choice.js';
import { ViewState } from '../../ui/view-state.js';
import { useLatest } from '../../internal/use-latest.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useView } from '../../internal/use-view.js';
import { useMode } from '../../internal/use-mode.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { complianceReportStyles } from './compliance-report.styles.js';

/** Pies shown before "Show all" (points of sale can be many). */
const REPORT_PIES_SHOWN = 8;

const OPTIONS: ChoiceOption<ReportBreakdown>[] = REPORT_BREAKDOWNS.map((value) => ({
  value,
  label: REPORT_BREAKDOWN_LABELS[value],
}));

function CategoryPieChart({ pie, currency }: { pie: CategoryPie; currency: string | null }) {
  const { formatMoney } = useFormat();
  return (
    <section className="ts-report-pie" aria-label={pie.category} part="report-pie">
      <h4>{pie.category}</h4>
      <p className="ts-caption">{formatMoney(pie.totalSpend, currency)} air spend</p>
      <PieChart
        rows={pie.slices}
        label={(s) => s.name}
        value={(s) => s.spend}
        format={(v) => formatMoney(v, currency)}
        caption={`${CABIN_COMPLIANCE_TEXTS.report}: ${pie.category}`}
        labelHeading="Spend"
        valueHeading="Amount"
      />
    </section>
  );
}

function ComplianceReportCard(props: SampleWidgetProps) {
  const [breakdown, setBreakdown] = useState<ReportBreakdown>(DEFAULT_REPORT_BREAKDOWN);
  const [showAll, setShowAll] = useState(false);
  const mode = useMode(props.mode, 'policy');
  const live = useView(cabinComplianceDistributionView, {
    mode,
    params: { breakdownBy: breakdown },
    sample: props,
  });
  const { view, refreshing } = useLatest(live);
  const rows = view.status === 'success' ? view.data : null;
  const pies = useMemo(() => categoryPies(rows ?? []), [rows]);
  const shown = showAll ? pies : pies.slice(0, REPORT_PIES_SHOWN);
  return (
    <Card title={CABIN_COMPLIANCE_TEXTS.report} tooltip={POLICY_TOOLTIPS.cabinRatio}>
      <div className="ts-report-controls">
        <Choice
          label="Compliance by"
          options={OPTIONS}
          value={breakdown}
          onChange={(next) => {
            setBreakdown(next);
            setShowAll(false);
          }}
        />
      </div>
      <ViewState view={view} isEmpty={(data) => data.length === 0} skeletonHeight={260}>
        {(_data, currency) => (
          <>
            <div className="ts-report-pies" aria-busy={refreshing || undefined}>
              {shown.map((pie) => (
                <CategoryPieChart key={pie.category} pie={pie} currency={currency} />
              ))}
            </div>
            {pies.length > REPORT_PIES_SHOWN && (
              <button
                type="button"
                className="ts-toggle ts-report-more"
                aria-expanded={showAll}
                onClick={() => setShowAll((v) => !v)}
              >
                {showAll ? `Show the first ${REPORT_PIES_SHOWN}` : `Show all ${pies.length}`}
              </button>
            )}
          </>
        )}
      </ViewState>
    </Card>
  );
}

/**
 * The Compliance Report: a pie of compliant and non-compliant spend per point of sale (default),
 * cabin class or haul, in the cabin sort order.
 */
export const ComplianceReport = withBoundary(ComplianceReportCard, 'tripsight-compliance-report');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [
  sharedStyles,
  widgetCellStyles,
  formControlStyles,
  complianceReportStyles,
];
