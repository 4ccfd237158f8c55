import type { Currency } from '@tripsight/core/bus';
import type { CubeQuery, CubeRow } from '@tripsight/core/cube';
import { enumText } from '@tripsight/core/format';
import { periodLabel } from '@tripsight/core/savings';
import {
  currencySuffix,
  reportRows,
  reportTableColumns,
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
  const { formatMoney, formatPercent, formatNumber, formatMonthYear, formatDate, locale } = useFormat();
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
    if (!result) return <Skeleton height={visual.kind === 'kpi' ? 48 : 200} quiet />;
    if ('error' in result) return <ErrorFallback detail={result.error} compact />;
    const rows = reportRows(visual, result.rows, suffix);
    const { label, figure } = reportVisualMembers(visual, result.query);
    if (rows.length === 0 || !figure) return <EmptyState compact />;
    const format = formatter(figure);
    /** A grouping member's value as a person reads it: a period, a date, a formatted figure or words. */
    const valueOf = (row: CubeRow, member: string | null) => {
      const value = member ? row[member] : null;
      if (value === null || value === undefined || !member) return '–';
      const text = String(value);
      if (member.endsWith('.month')) return formatMonthYear(text.slice(0, 10));
      if (member.endsWith('.week'))
        return `${periodLabel(text.slice(0, 10), 'week', locale)}, ${text.slice(0, 4)}`;
      if (member.endsWith('.day') || /^\d{4}-\d{2}-\d{2}(T|$)/.test(text))
        return formatDate(text.slice(0, 10));
      if (formats.has(member) && typeof value === 'number') return formatter(member)(value);
      return enumText(text);
    };
    const labelOf = (row: CubeRow) => valueOf(row, label);
    const points: Point[] = rows.map((row) => ({
      label: labelOf(row),
      raw: label ? String(row[label] ?? '') : '',
      value: Number(row[figure] ?? 0),
    }));
    const heading = visual.title;
    const titleIn = (member: string) => result.titles[member] ?? titleOf(member);
    // What a chart of categories (bars, a pie) draws: one labelled value per point.
    const categories = {
      rows: points,
      label: (p: Point) => p.label,
      value: (p: Point) => p.value,
      format,
      caption: heading,
      labelHeading: label ? titleIn(label) : '',
      valueHeading: titleIn(figure),
    };
    switch (visual.kind) {
      case 'kpi':
        return <Kpi value={format(points[0]?.value ?? 0)} caption={visual.note} />;
      case 'bar':
        return (
          <BarChart
            data={points}
            caption={heading}
            labelHeading={label ? titleIn(label) : ''}
            valueHeading={titleIn(figure)}
            format={format}
          />
        );
      case 'horizontalBar':
        return <HorizontalBars {...categories} />;
      case 'pie':
        return <PieChart {...categories} categorical />;
      case 'line': {
        const benchmark = visual.benchmark;
        const series = [
          { label: titleIn(figure), value: (p: Point) => p.value },
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
            period={label?.endsWith('.week') ? 'week' : label?.endsWith('.month') ? 'month' : undefined}
          />
        );
      }
      case 'table': {
        const columns: Column<CubeRow>[] = reportTableColumns(visual, result.query).map((column, i) =>
          column.kind === 'group'
            ? {
                key: column.member,
                label: titleIn(column.member),
                rowHeader: i === 0,
                render: (row: CubeRow) => valueOf(row, column.member),
              }
            : {
                key: column.member,
                label: titleIn(column.member),
                numeric: true,
                render: (row: CubeRow) =>
                  row[column.member] === null ? '–' : formatter(column.member)(Number(row[column.member])),
              },
        );
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
