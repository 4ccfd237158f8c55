import { useMemo, useState } from 'react';
import type { Formatter } from '@tripsight/core/format';
import {
  ADVANCE_PURCHASE_TEXTS,
  ALL_CHOICE,
  clampSlider,
  comparisonWindow,
  DEFAULT_POLICY_RULE,
  DEFAULT_SIMULATOR_BREAKDOWN,
  DEFAULT_SIMULATOR_DAYS,
  groupSlices,
  POLICY_CHART_HEIGHTS,
  POLICY_TOOLTIPS,
  SIMULATOR_BREAKDOWN_LABELS,
  SIMULATOR_BREAKDOWNS,
  SIMULATOR_HELP,
  type SimulatorBreakdown,
  SLIDER_MAX,
  SLIDER_MIN,
  TOP_ROUTES_DEFAULT,
} from '@tripsight/core/policy';
import {
  advancedPurchaseSimulationView,
  advancedPurchaseTopRoutesView,
  type SimulationData,
  type SimulationGroupRow,
  type SimulationPartyRow,
} from '@tripsight/core/views';
import { useDebouncedValue } from '../../internal/use-query-params.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { LineChart } from '../../ui/charts/line-chart.js';
import { PieChart } from '../../ui/charts/pie-chart.js';
import { Choice, type ChoiceOption } from '../../ui/choice.js';
import { DataTable, type Column } from '../../ui/data-table.js';
import { Slider } from '../../ui/slider.js';
import { ViewState } from '../../ui/view-state.js';
import { useLatest } from '../../internal/use-latest.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useView } from '../../internal/use-view.js';
import { useMode } from '../../internal/use-mode.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { complianceSimulatorStyles } from './compliance-simulator.styles.js';

const BREAKDOWN_OPTIONS: ChoiceOption<SimulatorBreakdown>[] = SIMULATOR_BREAKDOWNS.map((value) => ({
  value,
  label: SIMULATOR_BREAKDOWN_LABELS[value],
}));

const days = (value: number) => `${value} ${value === 1 ? 'day' : 'days'}`;

function partyColumns(
  heading: string,
  currency: string | null,
  { formatMoney, formatNumber }: Formatter,
): Column<SimulationPartyRow>[] {
  return [
    { key: 'party', label: heading, rowHeader: true },
    {
      key: 'outOfPolicyPnrs',
      label: 'Trips out of policy',
      numeric: true,
      render: (r) => formatNumber(r.outOfPolicyPnrs, 0),
    },
    {
      key: 'outOfPolicySpend',
      label: 'Out-of-policy spend',
      numeric: true,
      render: (r) => formatMoney(r.outOfPolicySpend, currency),
    },
    {
      key: 'costOfNonCompliance',
      label: ADVANCE_PURCHASE_TEXTS.costOfNonCompliance,
      numeric: true,
      render: (r) => formatMoney(r.costOfNonCompliance, currency),
    },
  ];
}

/** The simulation's trips out of policy per client or per PCC, costliest first. */
function PartyTable({
  title,
  heading,
  rows,
  currency,
}: {
  title: string;
  heading: string;
  rows: readonly SimulationPartyRow[];
  currency: string | null;
}) {
  const format = useFormat();
  const columns = useMemo(() => partyColumns(heading, currency, format), [heading, currency, format]);
  return (
    <div>
      <h4>{title}</h4>
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={rows}
        sortBy="costOfNonCompliance"
        pageSize={10}
        emptyText="No trips out of policy"
      />
    </div>
  );
}

/** One group's pie: its spend split into compliant spend, out-of-policy trips at compliant fares, and the cost. */
function GroupPie({ group, currency }: { group: SimulationGroupRow; currency: string | null }) {
  const { formatMoney, formatNumber } = useFormat();
  const slices = useMemo(() => groupSlices(group), [group]);
  return (
    <section
      className="ts-sim-group"
      aria-label={`${group.group}: cost of non-compliance`}
      part="simulator-group"
    >
      <h4>{group.group}</h4>
      <p className="ts-sim-cost">
        <strong>{formatMoney(group.costOfNonCompliance, currency)}</strong>
        <span>
          {formatNumber(group.outOfPolicyPnrs, 0)} of {formatNumber(group.totalPnrs, 0)} trips out of policy
        </span>
      </p>
      <PieChart
        rows={slices}
        label={(s) => s.label}
        value={(s) => s.value}
        format={(v) => formatMoney(v, currency)}
        caption={`${group.group}: ${ADVANCE_PURCHASE_TEXTS.costOfNonCompliance.toLowerCase()} in its spend`}
        labelHeading="Part of spend"
        valueHeading="Spend"
      />
    </section>
  );
}

function Results({
  data,
  currency,
  refreshing,
}: {
  data: SimulationData;
  currency: string | null;
  refreshing: boolean;
}) {
  const format = useFormat();
  const { formatMoney, formatNumber, formatPercent } = format;
  const compared = comparisonWindow(data.policyRule, data.days);
  const share = data.totalPnrs > 0 ? (100 * data.outOfPolicyPnrs) / data.totalPnrs : 0;
  return (
    <div className="ts-sim-results" aria-busy={refreshing || undefined}>
      <p className="ts-sim-summary" part="simulator-summary" aria-live="polite">
        Under a {days(data.policyRule)} rule, <strong>{formatNumber(data.outOfPolicyPnrs, 0)}</strong> of{' '}
        {formatNumber(data.totalPnrs, 0)} trips ({formatPercent(share, 1)}) would have been out of policy
        {data.cityPair ? ` on ${data.cityPair}` : ''}, costing{' '}
        <strong>{formatMoney(data.costOfNonCompliance, currency)}</strong> above the fares of trips ticketed{' '}
        {compared.from} to {compared.to} days before departure.
      </p>
      <div className="ts-sim-pies">
        {data.groups.map((group) => (
          <GroupPie key={group.group} group={group} currency={currency} />
        ))}
      </div>
      <div className="ts-sim-curve">
        <h4>{ADVANCE_PURCHASE_TEXTS.costCurve}</h4>
        <LineChart
          rows={data.curve}
          x={(p) => p.policyRule}
          y={(p) => p.costOfNonCompliance}
          caption={ADVANCE_PURCHASE_TEXTS.costCurve}
          xHeading="Policy rule (days before departure)"
          yHeading={ADVANCE_PURCHASE_TEXTS.costOfNonCompliance}
          format={(v) => formatMoney(v, currency)}
          formatTick={(v) => formatMoney(v, currency, { short: true, decimals: 1 })}
          marker={data.policyRule}
          height={POLICY_CHART_HEIGHTS.card}
        />
      </div>
      <div className="ts-sim-tables">
        <PartyTable
          title={ADVANCE_PURCHASE_TEXTS.perClient}
          heading="Client"
          rows={data.clients}
          currency={currency}
        />
        <PartyTable
          title={ADVANCE_PURCHASE_TEXTS.perPcc}
          heading="PCC"
          rows={data.pccs}
          currency={currency}
        />
      </div>
    </div>
  );
}

/** A slider of the simulator's days, 1 to 100, its value kept whole and in range (`clampSlider`; `fallback` when not a number). */
function DaysSlider({
  label,
  value,
  fallback,
  onChange,
  help,
}: {
  label: string;
  value: number;
  fallback: number;
  onChange: (value: number) => void;
  help: string;
}) {
  return (
    <Slider
      label={label}
      min={SLIDER_MIN}
      max={SLIDER_MAX}
      value={value}
      onChange={(v) => onChange(clampSlider(v, fallback))}
      format={days}
      help={help}
    />
  );
}

function ComplianceSimulatorPanel(props: SampleWidgetProps) {
  const [breakdownBy, setBreakdown] = useState<SimulatorBreakdown>(DEFAULT_SIMULATOR_BREAKDOWN);
  const [windowDays, setWindowDays] = useState(DEFAULT_SIMULATOR_DAYS);
  const [policyRule, setPolicyRule] = useState(DEFAULT_POLICY_RULE);
  const [cityPair, setCityPair] = useState<string>(ALL_CHOICE);
  // Keys step the sliders one day at a time: ask once they rest.
  const settings = useDebouncedValue({ breakdownBy, days: windowDays, policyRule, cityPair }, 250);
  const mode = useMode(props.mode, 'policy');
  const routes = useView(advancedPurchaseTopRoutesView, {
    mode,
    params: { limit: TOP_ROUTES_DEFAULT },
    sample: props,
  });
  const routeOptions = useMemo<ChoiceOption<string>[]>(
    () => [
      { value: ALL_CHOICE, label: ALL_CHOICE },
      ...(routes.status === 'success' ? routes.data : []).map((r) => ({
        value: r.cityPair,
        label: `${r.cityPair} (${r.originCity} – ${r.destinationCity})`,
      })),
    ],
    [routes],
  );
  const simulation = useView(advancedPurchaseSimulationView, { mode, params: settings, sample: props });
  const { view, refreshing } = useLatest(simulation);
  return (
    <Card title={ADVANCE_PURCHASE_TEXTS.simulator} tooltip={POLICY_TOOLTIPS.simulator}>
      <div className="ts-sim-controls" part="simulator-controls">
        <Choice
          label={ADVANCE_PURCHASE_TEXTS.breakdown}
          options={BREAKDOWN_OPTIONS}
          value={breakdownBy}
          onChange={setBreakdown}
        />
        <DaysSlider
          label={ADVANCE_PURCHASE_TEXTS.days}
          value={windowDays}
          fallback={DEFAULT_SIMULATOR_DAYS}
          onChange={setWindowDays}
          help={SIMULATOR_HELP.days}
        />
        <Choice
          kind="dropdown"
          label={ADVANCE_PURCHASE_TEXTS.cityPair}
          options={routeOptions}
          value={cityPair}
          onChange={setCityPair}
        />
        <DaysSlider
          label={ADVANCE_PURCHASE_TEXTS.policyRule}
          value={policyRule}
          fallback={DEFAULT_POLICY_RULE}
          onChange={setPolicyRule}
          help={SIMULATOR_HELP.policyRule}
        />
      </div>
      <ViewState view={view} isEmpty={(data) => data.totalPnrs === 0} skeletonHeight={320}>
        {(data, currency) => <Results data={data} currency={currency} refreshing={refreshing} />}
      </ViewState>
    </Card>
  );
}

/**
 * The compliance simulator: replays the bookings under a chosen advance-purchase rule, window and city
 * pair, with a cost-of-non-compliance pie per group, the cost against the rule's day count, and the
 * cost per client and per PCC.
 */
export const ComplianceSimulator = withBoundary(ComplianceSimulatorPanel, 'tripsight-compliance-simulator');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [
  sharedStyles,
  widgetCellStyles,
  formControlStyles,
  complianceSimulatorStyles,
];
