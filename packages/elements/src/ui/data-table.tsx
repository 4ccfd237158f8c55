import { useMemo, useState, type ReactNode } from 'react';
import { initialSort, nextSort, sortRows, type TableSort } from '@tripsight/core';
import { InfoTooltip } from './card.js';

export interface Column<T> {
  key: keyof T & string;
  label: string;
  numeric?: boolean;
  tooltip?: string;
  render?: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  caption: string;
  /** Keep the caption for screen readers only. */
  captionHidden?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** Column the table starts sorted by (descending); unsorted when absent. */
  sortBy?: keyof T & string;
  /** Let the user sort by clicking a column heading (default true). */
  sortable?: boolean;
}

/**
 * An accessible table (part: table). Clicking a heading sorts by that column following the spec §4
 * rule: ascending, or descending when already ascending; tables start descending.
 */
export function DataTable<T extends object>({
  caption,
  captionHidden,
  columns,
  rows,
  sortBy,
  sortable = true,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<TableSort<keyof T & string> | null>(sortBy ? initialSort(sortBy) : null);
  const sorted = useMemo(() => (sort ? sortRows(rows, sort) : [...rows]), [rows, sort]);
  return (
    <div className="ts-table-wrap">
      <table part="table" className="ts-table">
        <caption className={captionHidden ? 'ts-visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((col) => {
              const direction = sort?.column === col.key ? sort.direction : null;
              return (
                <th
                  key={col.key}
                  scope="col"
                  className={col.numeric ? 'ts-num' : undefined}
                  aria-sort={
                    direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                  }
                >
                  {sortable ? (
                    <button type="button" onClick={() => setSort((s) => nextSort(s, col.key))}>
                      {col.label}
                      <span aria-hidden="true">
                        {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
                      </span>
                    </button>
                  ) : (
                    col.label
                  )}
                  {col.tooltip && <InfoTooltip text={col.tooltip} />}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row, i) => (
            <tr key={i}>
              {columns.map((col) => (
                <td key={col.key} className={col.numeric ? 'ts-num' : undefined}>
                  {col.render ? col.render(row) : String(row[col.key] ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
