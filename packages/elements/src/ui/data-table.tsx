import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { initialSort, nextSort, sortRows, type TableSort } from '@tripsight/core/rules';
import { EMPTY_STATE_TITLE } from '@tripsight/core/savings';
import { ColumnHeading } from './column-heading.js';
import { Pagination } from './pagination.js';
import { clampPage, pageCountFor, pageSlice, PAGE_SIZES } from './paging.js';
import { EmptyState } from './states.js';
import type { Column } from './column.js';

export type { Column } from './column.js';

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
  /** Show the rows a page at a time, starting with this many a page (10, 20 or 50); all rows when absent. */
  pageSize?: number;
  /** Rows-per-page choices (default 10, 20, 50). */
  pageSizes?: readonly number[];
  /** Text of the row shown when there are no rows (default 'Looks like there is no data here yet!'). */
  emptyText?: string;
  /** Stable key of a row (default its index). */
  rowKey?: (row: T, index: number) => string;
  /** Makes rows clickable (pointer users; keyboard users need a button in a cell). */
  onRowClick?: (row: T) => void;
  /** Marks the table busy while new rows load. */
  busy?: boolean;
  /**
   * Content of a row's expansion (docs/rules/shell.md#tables: table rows expand and collapse), shown in a row of its own
   * under it across every column; null keeps the row collapsed. The caller keeps which rows are open
   * and puts the button that opens them in a cell.
   */
  expansion?: (row: T) => ReactNode | null;
}

/**
 * An accessible table. Headings are `th scope="col"` with `aria-sort` on the sorted one and a sort
 * button named by the column label; clicking it sorts by the table rule (docs/rules/shell.md#tables) (core's `nextSort`). With
 * `pageSize` the rows are paged by the shared Pagination (rows-per-page 10/20/50, Previous/Next and
 * 'x–y of n'). No rows gives one row holding the empty state.
 *
 * A table of more than two columns stacks its rows where it is too narrow for them (below 520 px; 600,
 * 720 or 960 px with 5, 6 or more columns): each cell under its column's name, so it never makes a page
 * scroll sideways.
 *
 * Parts: `table`, `table-header` (each column heading), `row`, `cell`, `pagination` (and those of
 * Pagination), `empty`.
 *
 * @example
 * <DataTable caption="Deals per client" columns={columns} rows={rows} sortBy="allSentDeals" pageSize={10} />
 */
export function DataTable<T extends object>({
  caption,
  captionHidden,
  columns,
  rows,
  sortBy,
  sortable = true,
  pageSize: initialPageSize,
  pageSizes = PAGE_SIZES,
  emptyText = EMPTY_STATE_TITLE,
  rowKey,
  onRowClick,
  busy,
  expansion,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<TableSort<keyof T & string> | null>(sortBy ? initialSort(sortBy) : null);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [requestedPage, setPage] = useState(1);
  const sorted = useMemo(() => (sort ? sortRows(rows, sort) : [...rows]), [rows, sort]);
  const pageCount = pageSize ? pageCountFor(sorted.length, pageSize) : 1;
  // Rows that shrink (a new filter) keep the table on its last page rather than on an empty one.
  const page = clampPage(requestedPage, pageCount);
  const shown = pageSize ? pageSlice(sorted, page, pageSize) : sorted;

  return (
    <div className="ts-data-table">
      <div className="ts-table-wrap">
        <table
          part="table"
          className={columns.length > 2 ? 'ts-table ts-stacked' : 'ts-table'}
          data-columns={columns.length > 6 ? 'many' : columns.length > 4 ? columns.length : 'few'}
          aria-busy={busy || undefined}
        >
          <caption className={captionHidden ? 'ts-visually-hidden' : undefined}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((col) => (
                <ColumnHeading
                  key={col.id ?? col.key}
                  column={col}
                  sort={sort}
                  sortable={col.sortable ?? sortable}
                  onSort={() => {
                    setSort((s) => nextSort(s, col.key));
                    setPage(1);
                  }}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr part="row">
                <td part="cell" colSpan={columns.length}>
                  <EmptyState title={emptyText} advice={null} compact />
                </td>
              </tr>
            ) : (
              shown.map((row, i) => (
                <Fragment key={rowKey ? rowKey(row, i) : i}>
                  <tr
                    part="row"
                    className={onRowClick ? 'ts-clickable' : undefined}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                  >
                    {columns.map((col) => {
                      const className = [
                        col.numeric ? 'ts-num' : '',
                        col.nowrap ? 'ts-nowrap' : '',
                        col.className ?? '',
                      ]
                        .join(' ')
                        .trim();
                      const content = col.render ? col.render(row) : String(row[col.key] ?? '');
                      // The column's name shows beside the value when a narrow table stacks its rows.
                      const label = col.labelHidden ? '' : col.label;
                      return col.rowHeader ? (
                        <th
                          key={col.id ?? col.key}
                          part="cell"
                          scope="row"
                          className={className || undefined}
                          data-label={label}
                        >
                          {content}
                        </th>
                      ) : (
                        <td
                          key={col.id ?? col.key}
                          part="cell"
                          className={className || undefined}
                          data-label={label}
                        >
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                  <ExpansionRow content={expansion?.(row)} span={columns.length} />
                </Fragment>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pageSize !== undefined && (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPage={setPage}
          label={`${caption} pages`}
          numbered={false}
          total={sorted.length}
          pageSize={pageSize}
          pageSizes={pageSizes}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </div>
  );
}

/** The row under an expanded row, holding its expansion across every column (part expanded-row). */
function ExpansionRow({ content, span }: { content: ReactNode | null | undefined; span: number }) {
  if (content === null || content === undefined) return null;
  return (
    <tr part="expanded-row" className="ts-expanded-row">
      <td colSpan={span}>{content}</td>
    </tr>
  );
}
