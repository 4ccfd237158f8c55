import { useEffect, useMemo, useState } from 'react';
import type { Formatter } from '@tripsight/core/format';
import {
  biggestLoss,
  FUNNEL_BREAKDOWNS,
  FUNNEL_LOSS_TEXTS,
  funnelSteps,
  funnelTotals,
  type FunnelBreakdown,
  type NegotiatedFareFunnelRow,
} from '@tripsight/core/supplier';
import { negotiatedFareFunnelView } from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { HorizontalBars } from '../../ui/charts/horizontal-bars.js';
import { Choice, type ChoiceOption } from '../../ui/choice.js';
import { DataTable, type Column } from '../../ui/data-table.js';
import { ViewState } from '../../ui/view-state.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useView } from '../../internal/use-view.js';
import { useMode } from '../../internal/use-mode.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { negotiatedFareFunnelStyles } from './negotiated-fare-funnel.styles.js';

/** Attributes of the funnel: a policy widget's, and the breakdown it opens with. */
export interface NegotiatedFareFunnelProps extends SampleWidgetProps {
  /** carrier (default) or route. */
  breakdown?: string;
}

const FUNNEL_TITLE = 'Negotiated fare funnel';
const FUNNEL_TOOLTIP =
  'Of the tracked PNRs whose carrier has a negotiated fare loaded for the client: how many found it available at the point of sale, and how many chose it. Lost before the point of sale is a supplier problem; available but not chosen is a traveller or agent problem.';

const BREAKDOWN_OPTIONS: ChoiceOption<FunnelBreakdown>[] = [
  { value: 'carrier', label: 'Carrier' },
  { value: 'route', label: 'Route' },
];
const LOSS_SHORT = {
  availability: 'Availability (supplier)',
  choice: 'Choice (traveller or agent)',
} as const;

/** One table row: the counts, each step's share of the step before it, and where most is lost. */
interface FunnelTableRow extends NegotiatedFareFunnelRow {
  availablePercent: number;
  chosenPercent: number;
  mostLost: string;
}

const breakdownOf = (value: string | undefined): FunnelBreakdown =>
  FUNNEL_BREAKDOWNS.find((b) => b === value) ?? 'carrier';

function tableColumns(
  breakdown: FunnelBreakdown,
  { formatNumber, formatPercent }: Formatter,
): Column<FunnelTableRow>[] {
  const count = (pnrs: number, share: number) => `${formatNumber(pnrs, 0)} (${formatPercent(share)})`;
  return [
    { key: 'label', label: breakdown === 'carrier' ? 'Carrier' : 'Route', rowHeader: true },
    { key: 'loadedPnrs', label: 'Loaded', numeric: true, render: (r) => formatNumber(r.loadedPnrs, 0) },
    {
      key: 'availablePercent',
      label: 'Available at the point of sale',
      numeric: true,
      render: (r) => count(r.availablePnrs, r.availablePercent),
    },
    {
      key: 'chosenPercent',
      label: 'Chosen when available',
      numeric: true,
      render: (r) => count(r.chosenPnrs, r.chosenPercent),
    },
    { key: 'mostLost', label: 'Most lost at', nowrap: true },
  ];
}

function FunnelBody({ rows, breakdown }: { rows: NegotiatedFareFunnelRow[]; breakdown: FunnelBreakdown }) {
  const format = useFormat();
  const { formatNumber, formatPercent } = format;
  const totals = useMemo(() => funnelTotals(rows), [rows]);
  const steps = useMemo(() => funnelSteps(totals), [totals]);
  const loss = biggestLoss(totals);
  const tableRows = useMemo<FunnelTableRow[]>(
    () =>
      rows.map((row) => {
        const [, available, chosen] = funnelSteps(row);
        const rowLoss = biggestLoss(row);
        return {
          ...row,
          availablePercent: available?.conversion ?? 0,
          chosenPercent: chosen?.conversion ?? 0,
          mostLost: rowLoss ? LOSS_SHORT[rowLoss.loss] : 'Nothing lost',
        };
      }),
    [rows],
  );
  const columns = useMemo(() => tableColumns(breakdown, format), [breakdown, format]);
  const scope = breakdown === 'carrier' ? 'every carrier' : 'every route';
  return (
    <>
      <HorizontalBars
        rows={steps}
        label={(s) => s.step}
        value={(s) => s.percentOfLoaded}
        format={(v) => formatPercent(v)}
        caption={`${FUNNEL_TITLE}, ${scope}: share of the loaded PNRs`}
        labelHeading="Step"
        valueHeading="Share of loaded PNRs"
      />
      <p part="caption" className="ts-caption">
        {steps.map((s) => `${s.step}: ${formatNumber(s.pnrs, 0)} PNRs`).join(' · ')}
      </p>
      {loss && (
        <p part="funnel-loss" className="ts-funnel-loss" data-loss={loss.loss}>
          <strong>Most lost:</strong>{' '}
          <span>
            {FUNNEL_LOSS_TEXTS[loss.loss]} ({formatNumber(loss.lostPnrs, 0)} PNRs,{' '}
            {formatPercent(loss.percentLost)} of the step)
          </span>
        </p>
      )}
      <DataTable
        caption={`${FUNNEL_TITLE} by ${breakdown}`}
        captionHidden
        columns={columns}
        rows={tableRows}
        sortBy="loadedPnrs"
        pageSize={10}
        rowKey={(row) => row.label}
      />
    </>
  );
}

function NegotiatedFareFunnelCard(props: NegotiatedFareFunnelProps) {
  const [breakdown, setBreakdown] = useState<FunnelBreakdown>(() => breakdownOf(props.breakdown));
  useEffect(() => setBreakdown(breakdownOf(props.breakdown)), [props.breakdown]);
  const mode = useMode(props.mode, 'policy');
  const view = useView(negotiatedFareFunnelView, { mode, params: { breakdown }, sample: props });
  return (
    <Card
      title={FUNNEL_TITLE}
      tooltip={FUNNEL_TOOLTIP}
      actions={
        <Choice
          label="Funnel by"
          labelHidden
          options={BREAKDOWN_OPTIONS}
          value={breakdown}
          onChange={setBreakdown}
        />
      }
    >
      <ViewState view={view} isEmpty={(rows) => funnelTotals(rows).loadedPnrs === 0} skeletonHeight={260}>
        {(rows) => <FunnelBody rows={rows} breakdown={breakdown} />}
      </ViewState>
    </Card>
  );
}

/**
 * The negotiated fare's funnel per carrier or route: loaded, available at the point of sale, chosen,
 * and the step that loses the most (a supplier problem or a traveller or agent problem).
 */
export const NegotiatedFareFunnel = withBoundary(
  NegotiatedFareFunnelCard,
  'tripsight-negotiated-fare-funnel',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [
  sharedStyles,
  widgetCellStyles,
  formControlStyles,
  negotiatedFareFunnelStyles,
];
