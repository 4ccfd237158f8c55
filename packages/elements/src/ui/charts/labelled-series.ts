import type { ChartCardProps } from './chart-frame.js';
import { useMemo, useRef } from 'react';
import type { Column } from '../data-table.js';
import type { ChartDescription } from './chart-walk.js';

/** The props every chart of labelled values takes (horizontal bars, pie). */
export interface LabelledSeriesProps<T> extends ChartCardProps {
  /** One mark per row; the chart recomputes when this array changes (accessors are read with it). */
  rows: readonly T[];
  /** Name of a row's mark (bar label, slice legend). */
  label: (row: T) => string;
  value: (row: T) => number;
  /** Full form of a value: labels, tips and the table. */
  format: (value: number) => string;
  /** Headings of the table's label and value columns. */
  labelHeading: string;
  valueHeading: string;
}

/** A row read through the accessors. */
export interface LabelledValue {
  label: string;
  value: number;
}

/**
 * The rows read through `label` and `value`. Accessors are usually inline functions: they are read
 * when the rows change, not on every render.
 */
export function useLabelledValues<T>(
  rows: readonly T[],
  label: (row: T) => string,
  value: (row: T) => number,
): LabelledValue[] {
  const accessors = useRef({ label, value });
  accessors.current = { label, value };
  return useMemo(
    () => rows.map((r) => ({ label: accessors.current.label(r), value: accessors.current.value(r) })),
    [rows],
  );
}

/** The table view's label column (row headers) and formatted value column. */
export function useLabelValueColumns<R extends LabelledValue>(
  labelHeading: string,
  valueHeading: string,
  format: (value: number) => string,
  extra: readonly Column<R>[] = [],
): Column<R>[] {
  return useMemo(
    () => [
      { key: 'label', label: labelHeading, rowHeader: true },
      { key: 'value', label: valueHeading, numeric: true, render: (r: R) => format(r.value) },
      ...extra,
    ],
    // `extra` is a constant of the caller's module.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [labelHeading, valueHeading, format],
  );
}

/**
 * How the keyboard walk reads a chart of labelled values (bars, slices): one series named by the
 * value heading, each point read as "label, heading value" and what `more` adds (its share, its detail).
 */
export function labelledDescription<R extends LabelledValue>(
  kind: ChartDescription['kind'],
  valueHeading: string,
  points: readonly R[],
  format: (value: number) => string,
  more: (point: R) => string,
): ChartDescription {
  return {
    kind,
    series: [{ name: valueHeading, points }],
    format,
    pointText: (_, i) => {
      const point = points[i]!;
      return `${point.label}, ${valueHeading} ${format(point.value)}${more(point)}`;
    },
  };
}
