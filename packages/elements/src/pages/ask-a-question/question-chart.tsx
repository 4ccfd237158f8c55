import { useMemo, useState } from 'react';
import { CURRENCY_SUFFIXES, type CubeQuery, type CubeRow } from '@tripsight/core/cube';
import {
  chartChoice,
  mapPlace,
  namedDimensions,
  type ChartKind,
  type QuestionField,
} from '@tripsight/core/question';
import { useFormat } from '../../internal/use-format.js';
import { AreaChart } from '../../ui/charts/area-chart.js';
import { BarChart } from '../../ui/charts/bar-chart.js';
import { PieChart } from '../../ui/charts/pie-chart.js';
import { DataTable, type Column } from '../../ui/data-table.js';
import { Kpi } from '../../ui/kpi.js';
import { QuestionMap } from './question-map.js';

const KIND_LABELS: Readonly<Record<ChartKind, string>> = {
  banner: 'Figure',
  map: 'Map',
  line: 'Line',
  bar: 'Bar',
  pie: 'Pie',
  table: 'Table',
};
const CURRENCY_CODES: Readonly<Record<string, string | null>> = {
  Usd: 'USD',
  Eur: 'EUR',
  Gbp: 'GBP',
  DefaultCurrency: null,
};

export interface QuestionChartProps {
  query: CubeQuery;
  rows: readonly CubeRow[];
  fields: readonly QuestionField[];
}

/** A row of the table view: the answer's cells by column key. */
type Cells = Record<string, string | number | null>;

/**
 * The answer of a question drawn as core's `chartChoice` says (banner, map, line, bar, pie or table),
 * with the other kinds it allows offered as buttons. A map places each value of the answer's place
 * (origin airport, city) by the coordinates the answer carries, sized by the first measure; the
 * coordinates are not shown as columns.
 */
export function QuestionChart({ query, rows, fields }: QuestionChartProps) {
  const { formatMoney, formatNumber, formatShortNumber, formatDate } = useFormat();
  const kinds = useMemo(() => chartChoice(query, rows), [query, rows]);
  const [picked, setPicked] = useState<ChartKind | null>(null);
  const kind = picked && kinds.includes(picked) ? picked : (kinds[0] as ChartKind);
  const title = (name: string) => fields.find((f) => f.name === name)?.shortTitle ?? name;
  const measures = query.measures ?? [];
  const dimensions = namedDimensions(query);
  const time = query.timeDimensions?.find((t) => t.granularity);
  const timeKey = time ? `${time.dimension}.${time.granularity}` : null;
  const currencyOf = (measure: string) => CURRENCY_SUFFIXES.find((s) => measure.endsWith(s));
  const format = (measure: string) => {
    const suffix = currencyOf(measure);
    return suffix
      ? (v: number) => formatMoney(v, CURRENCY_CODES[suffix] ?? null)
      : (v: number) => formatNumber(v, Number.isInteger(v) ? 0 : 2);
  };
  /** The measure in a map badge: short money or a short number. */
  const short = (measure: string) => {
    const suffix = currencyOf(measure);
    return suffix
      ? (v: number) => formatMoney(v, CURRENCY_CODES[suffix] ?? null, { short: true, decimals: 1 })
      : (v: number) => formatShortNumber(v, 1);
  };
  const first = measures[0] ?? '';
  const value = (row: CubeRow, measure = first) => Number(row[measure] ?? 0);
  const category = (row: CubeRow) =>
    [timeKey ? formatDate(String(row[timeKey] ?? '')) : null, ...dimensions.map((d) => String(row[d] ?? '—'))]
      .filter((part) => part !== null)
      .join(' · ');

  const columns: Column<Cells>[] = [
    ...(timeKey
      ? [{ key: timeKey, label: 'Date', render: (r: Cells) => formatDate(String(r[timeKey] ?? '')) }]
      : []),
    ...dimensions.map((d) => ({ key: d, label: title(d) })),
    ...measures.map((m) => ({
      key: m,
      label: title(m),
      numeric: true,
      render: (r: Cells) => format(m)(Number(r[m] ?? 0)),
    })),
  ];
  const table = (
    <DataTable caption="Answer" captionHidden columns={columns} rows={rows as Cells[]} pageSize={10} />
  );

  const place = kind === 'map' ? mapPlace(query, rows) : undefined;
  let drawing;
  if (place) {
    drawing = (
      <QuestionMap
        place={place}
        measure={first}
        rows={rows}
        columns={columns}
        format={format(first)}
        badge={short(first)}
      />
    );
  } else if (kind === 'banner') {
    drawing = (
      <div className="banner" part="banner">
        {measures.map((m) => (
          <Kpi key={m} value={format(m)(value(rows[0] ?? {}, m))} caption={title(m)} />
        ))}
      </div>
    );
  } else if (kind === 'line' && timeKey) {
    drawing = (
      <SeriesChart query={query} rows={rows} timeKey={timeKey} title={title} format={format(first)} />
    );
  } else if (kind === 'bar') {
    drawing = (
      <BarChart
        caption="Answer"
        data={rows.map((r) => ({ label: category(r), value: value(r) }))}
        labelHeading={timeKey ? 'Date' : title(dimensions[0] ?? '')}
        valueHeading={title(first)}
        format={format(first)}
        orientation={timeKey ? 'vertical' : 'horizontal'}
      />
    );
  } else if (kind === 'pie') {
    drawing = (
      <PieChart
        caption="Answer"
        rows={rows}
        label={category}
        value={(r) => value(r)}
        format={format(first)}
        labelHeading={title(dimensions[0] ?? '')}
        valueHeading={title(first)}
        tableToggle={false}
      />
    );
  } else {
    drawing = table;
  }
  return (
    <div className="answer" part="answer" data-chart={kind}>
      {kinds.length > 1 && (
        <div className="chart-kinds" role="group" aria-label="Show as">
          {kinds.map((k) => (
            <button key={k} type="button" aria-pressed={k === kind} onClick={() => setPicked(k)}>
              {KIND_LABELS[k]}
            </button>
          ))}
        </div>
      )}
      {drawing}
    </div>
  );
}

interface SeriesChartProps {
  query: CubeQuery;
  rows: readonly CubeRow[];
  timeKey: string;
  title: (name: string) => string;
  format: (value: number) => string;
}

/** Lines over time: one per measure, or one per value of the dimension. */
function SeriesChart({ query, rows, timeKey, title, format }: SeriesChartProps) {
  const dimension = query.dimensions?.[0];
  const { points, series } = useMemo(() => {
    const measures = query.measures ?? [];
    const byDate = new Map<string, Record<string, number>>();
    const labels = new Set<string>();
    for (const row of rows) {
      const date = String(row[timeKey] ?? '');
      const point = byDate.get(date) ?? {};
      for (const m of measures) {
        const label = dimension
          ? `${String(row[dimension] ?? '—')}${measures.length > 1 ? ` ${title(m)}` : ''}`
          : title(m);
        point[label] = Number(row[m] ?? 0);
        labels.add(label);
      }
      byDate.set(date, point);
    }
    const sorted = [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b));
    return {
      points: sorted.map(([date, values]) => ({ date: new Date(`${date.slice(0, 10)}T00:00:00`), values })),
      series: [...labels].map((label) => ({
        label,
        value: (p: { values: Record<string, number> }) => p.values[label] ?? 0,
      })),
    };
  }, [rows, timeKey, dimension, query.measures, title]);
  return (
    <AreaChart
      caption="Answer"
      rows={points}
      x={(p) => p.date}
      series={series}
      format={format}
      variant="line"
    />
  );
}
