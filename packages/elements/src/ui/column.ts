import type { ReactNode } from 'react';

/** A column of a data table: the field it shows and sorts by, its heading and how its cells read. */
export interface Column<T> {
  /** Field the column shows and sorts by. */
  key: keyof T & string;
  /** Heading text; also the accessible name of the sort button. */
  label: string;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  tooltip?: string;
  render?: (row: T) => ReactNode;
  /** Distinct React key when two columns show the same field (default `key`). */
  id?: string;
  /** Sortable by clicking the heading (default: the table's `sortable`). */
  sortable?: boolean;
  /** Keep the heading for screen readers only (e.g. a column of View buttons). */
  labelHidden?: boolean;
  /** Cells of this column name their row: rendered as <th scope="row">. */
  rowHeader?: boolean;
  /** Class names of the column's cells. */
  className?: string;
  /** Keep each cell on one line (dates, times, codes): a value never wraps mid-way. */
  nowrap?: boolean;
}
