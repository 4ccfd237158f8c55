import { useMemo, useState } from 'react';
import {
  ALL_CHOICE,
  CABIN_COMPLIANCE_TEXTS,
  CABIN_FILTER_OPTIONS,
  FILTER_MODES,
  filterPnrSummary,
  formatPolicyPrice,
  formatSegmentHours,
  formatTicketingDate,
  initialPnrSummaryFilters,
  PNR_SUMMARY_COLUMNS,
  policyAnswer,
  POLICY_FILTER_OPTIONS,
  priceBounds,
  type FilterMode,
  type PnrSummaryFilters,
  type PriceRange,
} from '@tripsight/core/policy';
import {
  cabinComplianceTableView,
  decodeColumns,
  type CabinComplianceRow,
  type CabinComplianceTable,
} from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { Card } from '../../ui/card.js';
import { Choice, type ChoiceOption } from '../../ui/choice.js';
import { RangeSlider } from '../../ui/range-slider.js';
import { Switch } from '../../ui/switch.js';
import { ViewState } from '../../ui/view-state.js';
import { VirtualTable, type VirtualColumn } from '../../ui/virtual-table.js';
import { useLatest } from '../../internal/use-latest.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useView } from '../../internal/use-view.js';
import { useMode } from '../../internal/use-mode.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { widgetCellStyles } from '../../ui/widget-cell.styles.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { pnrSummaryStyles } from './pnr-summary.styles.js';

const MODE_OPTIONS: ChoiceOption<FilterMode>[] = FILTER_MODES.map((value) => ({
  value,
  label: value === 'include' ? 'Include' : 'Exclude',
}));
const options = <V extends string>(values: readonly V[]): ChoiceOption<V>[] =>
  values.map((value) => ({ value, label: value }));
const CABIN_OPTIONS = options(CABIN_FILTER_OPTIONS);
const POLICY_OPTIONS = options(POLICY_FILTER_OPTIONS);

function columns(currency: string | null): VirtualColumn<CabinComplianceRow>[] {
  const c = PNR_SUMMARY_COLUMNS;
  return [
    {
      key: 'ticketingDate',
      label: c.ticketingDate,
      width: 120,
      render: (r) => formatTicketingDate(r.ticketingDate),
    },
    { key: 'recordLocator', label: c.recordLocator, width: 120, rowHeader: true },
    { key: 'ticketingCountry', label: c.ticketingCountry, width: 170 },
    { key: 'originAirport', label: c.originAirport, width: 85 },
    { key: 'mainDestinationAirport', label: c.mainDestinationAirport, width: 130 },
    { key: 'cabinClass', label: c.cabinClass, width: 150 },
    {
      key: 'longestSegment',
      label: c.longestSegment,
      width: 125,
      numeric: true,
      render: (r) => formatSegmentHours(r.longestSegment),
    },
    {
      key: 'price',
      label: c.price,
      width: 120,
      numeric: true,
      render: (r) => formatPolicyPrice(r.price, currency),
    },
    {
      key: 'isCabinCompliant',
      label: c.isCabinCompliant,
      width: 100,
      render: (r) => (
        <span className={r.isCabinCompliant ? 'ts-in-policy' : 'ts-out-of-policy'}>
          {policyAnswer(r.isCabinCompliant)}
        </span>
      ),
    },
  ];
}

/** The PNR-summary filters as the service takes them (the price range applies to the rows here). */
function serviceParams(filters: PnrSummaryFilters) {
  return {
    cabinFilter: filters.cabin.enabled
      ? (filters.cabin.value.choice as (typeof CABIN_FILTER_OPTIONS)[number])
      : ALL_CHOICE,
    cabinFilterMode: filters.cabin.value.mode,
    policyFilter: filters.policy.enabled
      ? (filters.policy.value.choice as (typeof POLICY_FILTER_OPTIONS)[number])
      : ALL_CHOICE,
    policyFilterMode: filters.policy.value.mode,
  };
}

/**
 * The name of a filter's switch. The control it applies shows the filter's name as its visible label
 * (a control named only by hidden text has no visible label), and the switch in the box's legend says
 * what it does.
 */
const applyLabel = (filter: string) => `Apply the ${filter} filter`;

function ChoiceFilter({
  label,
  filter,
  choices,
  onChange,
}: {
  label: string;
  filter: PnrSummaryFilters['cabin'];
  choices: ChoiceOption<string>[];
  onChange: (next: PnrSummaryFilters['cabin']) => void;
}) {
  return (
    <fieldset className="ts-pnr-filter" part="pnr-filter">
      <legend>
        <Switch
          label={applyLabel(label)}
          labelHidden
          checked={filter.enabled}
          onChange={(enabled) => onChange({ ...filter, enabled })}
        />
      </legend>
      <Choice
        kind="dropdown"
        label={label}
        options={choices}
        value={filter.value.choice}
        onChange={(choice) => onChange({ enabled: true, value: { ...filter.value, choice } })}
      />
      <Choice
        label={`${label} mode`}
        labelHidden
        options={MODE_OPTIONS}
        value={filter.value.mode}
        onChange={(mode) => onChange({ ...filter, value: { ...filter.value, mode } })}
      />
    </fieldset>
  );
}

function Rows({
  table,
  currency,
  filters,
  setFilters,
  refreshing,
}: {
  table: CabinComplianceTable;
  currency: string | null;
  filters: PnrSummaryFilters;
  setFilters: (update: (f: PnrSummaryFilters) => PnrSummaryFilters) => void;
  refreshing: boolean;
}) {
  const { formatNumber } = useFormat();
  const rows = useMemo(() => decodeColumns(table), [table]);
  const bounds = useMemo(() => priceBounds(rows.map((r) => r.price)), [rows]);
  const range: PriceRange | null = bounds
    ? {
        from: Math.min(Math.max(filters.price.value.from, bounds.from), bounds.to),
        to:
          filters.price.value.to > filters.price.value.from
            ? Math.min(filters.price.value.to, bounds.to)
            : bounds.to,
      }
    : null;
  const shown = useMemo(
    () =>
      range && filters.price.enabled
        ? filterPnrSummary(rows, {
            ...filters,
            price: { enabled: true, value: range },
            cabin: { ...filters.cabin, enabled: false },
            policy: { ...filters.policy, enabled: false },
          })
        : rows,
    // The price filter is the only one applied here; the service applied the others.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, filters.price.enabled, range?.from, range?.to],
  );
  const cols = useMemo(() => columns(currency), [currency]);
  const money = (v: number) => formatPolicyPrice(v, currency);
  return (
    <>
      <div className="ts-pnr-filters">
        <fieldset className="ts-pnr-filter ts-pnr-price" part="pnr-filter">
          <legend>
            <Switch
              label={applyLabel(CABIN_COMPLIANCE_TEXTS.priceRange)}
              labelHidden
              checked={filters.price.enabled}
              onChange={(enabled) => setFilters((f) => ({ ...f, price: { ...f.price, enabled } }))}
            />
          </legend>
          {bounds && range && (
            <RangeSlider
              label={CABIN_COMPLIANCE_TEXTS.priceRange}
              bounds={bounds}
              value={range}
              format={money}
              onChange={(value) => setFilters((f) => ({ ...f, price: { enabled: true, value } }))}
            />
          )}
        </fieldset>
        <ChoiceFilter
          label={CABIN_COMPLIANCE_TEXTS.cabin}
          filter={filters.cabin}
          choices={CABIN_OPTIONS}
          onChange={(cabin) => setFilters((f) => ({ ...f, cabin }))}
        />
        <ChoiceFilter
          label={CABIN_COMPLIANCE_TEXTS.inPolicy}
          filter={filters.policy}
          choices={POLICY_OPTIONS}
          onChange={(policy) => setFilters((f) => ({ ...f, policy }))}
        />
      </div>
      <p className="ts-result-count" part="result-count" aria-live="polite">
        {formatNumber(shown.length, 0)} PNRs
        {table.totalRows > table.length
          ? ` (the newest ${formatNumber(table.length, 0)} of ${formatNumber(table.totalRows, 0)} in the period)`
          : ''}
      </p>
      <div aria-busy={refreshing || undefined} className="ts-pnr-rows">
        <VirtualTable
          caption={CABIN_COMPLIANCE_TEXTS.pnrSummary}
          captionHidden
          columns={cols}
          rows={shown}
          sortBy="ticketingDate"
          presorted
          height={520}
          emptyText="No PNRs match these filters"
        />
      </div>
    </>
  );
}

function PnrSummaryCard(props: SampleWidgetProps) {
  const [filters, setFilters] = useState<PnrSummaryFilters>(() =>
    initialPnrSummaryFilters({ from: 0, to: 0 }),
  );
  const params = serviceParams(filters);
  const mode = useMode(props.mode, 'policy');
  const live = useView(cabinComplianceTableView, { mode, params, sample: props });
  const { view, refreshing } = useLatest(live);
  return (
    <Card title={CABIN_COMPLIANCE_TEXTS.pnrSummary}>
      <ViewState
        view={view}
        isEmpty={(table) => table.totalRows === 0 && !filters.cabin.enabled && !filters.policy.enabled}
        skeletonHeight={400}
      >
        {(table, currency) => (
          <Rows
            table={table}
            currency={currency}
            filters={filters}
            setFilters={setFilters}
            refreshing={refreshing}
          />
        )}
      </ViewState>
    </Card>
  );
}

/**
 * The PNR summary: up to 50,000 PNRs of the period, newest first, in a virtualised table sortable by
 * every column, with the Price range, Cabin and In policy? filters, each applied by its switch.
 */
export const PnrSummary = withBoundary(PnrSummaryCard, 'tripsight-pnr-summary');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [
  sharedStyles,
  widgetCellStyles,
  formControlStyles,
  pnrSummaryStyles,
];
