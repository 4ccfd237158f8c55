import type { Currency } from '@tripsight/core/bus';
import type { CubeQuery, CubeRow } from '@tripsight/core/cube';
import {
  currencySuffix,
  reportRows,
  reportVisualMembers,
  type ReportValueFormat,
  type ReportVisualDefinition,
} from '@tripsight/core/reports';
import { useFormat } from '../internal/use-format.js';
import { Card } from '../ui/card.js';
import { AreaChart } from '../ui/charts/area-chart.js';
import { BarChart } from '../ui/charts/bar-chart.js';
import { HorizontalBars } from '../ui/charts/horizontal-bars.js';
import { PieChart } from '../ui/charts/pie-chart.js';
import { DataTable, type Column } from '../ui/data-table.js';
import { Kpi } from '../ui/kpi.js';
import { EmptyState, ErrorFallback, Skeleton } from '../ui/states.js';

/** A visual's answer: the query it ran and its rows, or why it has none. */
export type VisualResult =
  { query: CubeQuery; rows: CubeRow[]; titles: Readonly<Record<string, string>> } | { error: string };

export interface ReportVisualProps {
  visual: ReportVisualDefinition;
  /** Undefined while the rows load. */
  result: VisualResult | undefined;
  currency: Currency | null;
}

interface Point {
  label: string;
  raw: string;
  value: number;
}

/** One visual of a report page, drawn with the UI kit from its query's rows. */
export function ReportVisual({ visual, result, currency }: ReportVisualProps) {
  const { formatMoney, formatPercent, formatNumber, formatMonthYear, formatDate } = useFormat();
  const suffix = currencySuffix(currency);
  const formats = new Map(
    Object.entries(visual.formats ?? {}).map(([key, value]) => [key.replaceAll('{currency}', suffix), value]),
  );
  const formatter = (member: string) => {
    const kind: ReportValueFormat = formats.get(member) ?? 'count';
    if (kind === 'money') return (value: number) => formatMoney(value, currency);
    if (kind === 'percent') return (value: number) => formatPercent(value);
    if (kind === 'days') return (value: number) => `${formatNumber(value, 0)} days`;
    return (value: number) => formatNumber(value);
  };
  const body = () => {
    if (!result) return <Skeleton height={visual.kind === 'kpi' ? 48 : 200} />;
    if ('error' in result) return <ErrorFallback detail={result.error} compact />;
    const rows = reportRows(visual, result.rows, suffix);
    const { label, values, figure } = reportVisualMembers(visual, result.query);
    if (rows.length === 0 || !figure) return <EmptyState compact />;
    const format = formatter(figure);
    const labelOf = (row: CubeRow) => {
      const value = label ? row[label] : null;
      if (value === null || value === undefined) return '–';
      if (label?.endsWith('.month')) return formatMonthYear(String(value).slice(0, 10));
      if (label?.endsWith('.day')) return formatDate(String(value).slice(0, 10));
      return String(value);
    };
    const points: Point[] = rows.map((row) => ({
      label: labelOf(row),
      raw: label ? String(row[label] ?? '') : '',
      value: Number(row[figure] ?? 0),
    }));
    const heading = visual.title;
    switch (visual.kind) {
      case 'kpi':
        return <Kpi value={format(points[0]?.value ?? 0)} caption={visual.note} />;
      case 'bar':
        return (
          <BarChart data={points} caption={heading} labelHeading="" valueHeading={heading} format={format} />
        );
      case 'horizontalBar':
      case 'pie': {
        const Chart = visual.kind === 'pie' ? PieChart : HorizontalBars;
        return (
          <Chart
            rows={points}
            label={(p: Point) => p.label}
            value={(p: Point) => p.value}
            format={format}
            caption={heading}
            labelHeading=""
            valueHeading={heading}
          />
        );
      }
      case 'line': {
        const benchmark = visual.benchmark;
        const series = [
          { label: heading, value: (p: Point) => p.value },
          ...(benchmark ? [{ label: benchmark.label, value: () => benchmark.value }] : []),
        ];
        return (
          <AreaChart
            rows={points}
            x={(p) => new Date(`${p.raw.slice(0, 10)}T00:00:00`)}
            series={series}
            format={format}
            caption={heading}
            variant="line"
          />
        );
      }
      case 'table': {
        const columns: Column<CubeRow>[] = [
          ...(label
            ? [
                {
                  key: label,
                  label: result.titles[label] ?? titleOf(label),
                  rowHeader: true,
                  render: (row: CubeRow) => labelOf(row),
                },
              ]
            : []),
          ...values.map((member) => ({
            key: member,
            label: result.titles[member] ?? titleOf(member),
            numeric: true,
            render: (row: CubeRow) => (row[member] === null ? '–' : formatter(member)(Number(row[member]))),
          })),
        ];
        return <DataTable caption={heading} captionHidden columns={columns} rows={rows} pageSize={10} />;
      }
    }
  };
  return (
    <Card title={visual.title}>
      <div data-visual={visual.id} data-state={result ? ('error' in result ? 'error' : 'drawn') : 'loading'}>
        {body()}
      </div>
      {visual.note && visual.kind !== 'kpi' && <p className="ts-caption">{visual.note}</p>}
    </Card>
  );
}

/** A member's heading: its name without the cube, in words (`rebookedPnrs` -> 'Rebooked pnrs'). */
function titleOf(member: string): string {
  const name = member.split('.')[1] ?? member;
  const words = name
    .replace(/(Usd|Eur|Gbp|DefaultCurrency)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bpnrs\b/g, 'PNRs')
    .replace(/\bpnr\b/g, 'PNR');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
