import { useMemo, useState } from 'react';
import {
  ALTERNATIVE_LABELS,
  SHORT_BUSINESS_HOURS,
  simulateShare,
  tonnesText,
  type EmissionMethodId,
} from '@tripsight/core/emissions';
import { airEmissionsAlternativesView, type EmissionAlternativeRow } from '@tripsight/core/views';
import { useFormat } from '../../internal/use-format.js';
import { useView } from '../../internal/use-view.js';
import { Card } from '../../ui/card.js';
import type { Column } from '../../ui/data-table.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { KpiRow } from '../../ui/kpi-row.js';
import { kpiRowStyles } from '../../ui/kpi-row.styles.js';
import { PageHeader } from '../../ui/page-header.js';
import { Slider } from '../../ui/slider.js';
import { TableCard } from '../../ui/table-card.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { ViewState } from '../../ui/view-state.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { emissionsStyles } from '../emissions-overview/emissions.styles.js';
import { MethodSwitch, useEmissionMethod } from '../emissions-overview/method-switch.js';

/** Attributes of the emissions alternatives page. */
export interface EmissionsAlternativesProps {
  /** Product name above the title (default Sustainability). */
  productName?: string;
  /** Tab title (default Emissions Alternatives). */
  tabTitle?: string;
}

type Row = EmissionAlternativeRow & { label: string; moneySaved: number };

const withLabels = (rows: readonly EmissionAlternativeRow[]): Row[] =>
  rows.map((row) => ({ ...row, label: ALTERNATIVE_LABELS[row.kind], moneySaved: -row.fareDifference }));

function useColumns(extra?: { key: 'client' | 'route'; label: string }) {
  const format = useFormat();
  return (currency: string | null): Column<Row>[] => [
    ...(extra ? [{ key: extra.key, label: extra.label, rowHeader: true, nowrap: true } as Column<Row>] : []),
    { key: 'label', label: 'Alternative', rowHeader: !extra },
    { key: 'pnrs', label: 'PNRs', numeric: true, render: (r) => format.formatNumber(r.pnrs, 0) },
    {
      key: 'co2eKgSaved',
      label: 'kg CO2e saved',
      numeric: true,
      render: (r) => format.formatNumber(r.co2eKgSaved, 0),
    },
    {
      key: 'moneySaved',
      label: 'Money saved',
      numeric: true,
      render: (r) => format.formatMoney(r.moneySaved, currency),
    },
  ];
}

function Breakdown({
  method,
  by,
  label,
}: {
  method: EmissionMethodId;
  by: 'client' | 'route';
  label: string;
}) {
  const view = useView(airEmissionsAlternativesView, { params: { method, breakdown: by } });
  const columns = useColumns({ key: by, label });
  const rows = view.status === 'success' ? { ...view, data: withLabels(view.data) } : view;
  const currency = view.status === 'success' ? view.currency : null;
  return (
    <TableCard
      title={`Savings by ${by}`}
      view={rows}
      columns={columns(currency)}
      sortBy="co2eKgSaved"
      pageSize={10}
    />
  );
}

function Simulator({ row, currency }: { row: EmissionAlternativeRow; currency: string | null }) {
  const format = useFormat();
  const [percent, setPercent] = useState(50);
  const result = simulateShare(row, percent);
  return (
    <div className="ts-simulator">
      <Slider
        label={`Share of business-class trips under ${SHORT_BUSINESS_HOURS} hours flown in economy`}
        min={0}
        max={100}
        step={5}
        value={percent}
        onChange={setPercent}
        format={(v) => `${v} %`}
      />
      <p part="caption" className="ts-caption">
        {`If ${percent} % of the ${format.formatNumber(row.pnrs, 0)} business-class trips under ${SHORT_BUSINESS_HOURS} hours flew economy…`}
      </p>
      <KpiRow
        items={[
          { value: tonnesText(result.co2eKgSaved, format.formatNumber), caption: 'CO2e saved' },
          {
            value: format.formatMoney(result.moneySaved, currency),
            caption: `saved over ${format.formatNumber(result.pnrs, 0)} PNRs`,
          },
        ]}
      />
    </div>
  );
}

function EmissionsAlternativesPage({
  productName = 'Sustainability',
  tabTitle = 'Emissions Alternatives',
}: EmissionsAlternativesProps) {
  const [method, setMethod] = useEmissionMethod();
  const view = useView(airEmissionsAlternativesView, { params: { method } });
  const columns = useColumns();
  const currency = view.status === 'success' ? view.currency : null;
  const rows = useMemo(
    () => (view.status === 'success' ? { ...view, data: withLabels(view.data) } : view),
    [view],
  );
  return (
    <>
      <PageHeader productName={productName} tabTitle={tabTitle} />
      <MethodSwitch value={method} onChange={setMethod} />
      <div part="grid" className="ts-emissions-grid">
        <TableCard
          title="What would have emitted less"
          tooltip="Money saved: the fare paid minus the average fare of the alternative on the same route in the range (negative: the alternative costs more)."
          view={rows}
          columns={columns(currency)}
          emptyTitle="Looks like there is no data here yet!"
        />
        <Card title="Simulator">
          <ViewState
            view={view}
            isEmpty={(data) => !data.some((r) => r.kind === 'businessUnder4h' && r.pnrs > 0)}
          >
            {(data, answerCurrency) => (
              <Simulator row={data.find((r) => r.kind === 'businessUnder4h')!} currency={answerCurrency} />
            )}
          </ViewState>
        </Card>
        <Breakdown method={method} by="client" label="Client" />
        <Breakdown method={method} by="route" label="Route" />
      </div>
    </>
  );
}

/** Emissions alternatives: the CO2e and money each alternative would have saved, and the simulator. */
export const EmissionsAlternatives = withBoundary(
  EmissionsAlternativesPage,
  'tripsight-emissions-alternatives',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, formControlStyles, kpiRowStyles, emissionsStyles];
