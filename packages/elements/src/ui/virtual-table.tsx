import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { initialSort, nextSort, sortedOrder, type TableSort } from '@tripsight/core/rules';
import { EMPTY_STATE_TITLE } from '@tripsight/core/savings';
import { ColumnHeading } from './column-heading.js';
import type { Column } from './data-table.js';
import { EmptyState } from './states.js';

/** A column of a VirtualTable: a DataTable column with a fixed width. */
export interface VirtualColumn<T> extends Column<T> {
  /** Width in px (the table lays its columns out once, so rows do not shift while scrolling). */
  width: number;
}

export interface VirtualTableProps<T> {
  caption: string;
  captionHidden?: boolean;
  columns: readonly VirtualColumn<T>[];
  rows: readonly T[];
  /** Column the table starts sorted by (descending); the rows' own order when absent. */
  sortBy?: keyof T & string;
  /** The rows already come sorted by `sortBy`, descending (as a service sends them): no sort until a click. */
  presorted?: boolean;
  /** Height of every row in px (default 36). */
  rowHeight?: number;
  /** Most height of the scrolling area in px (default 480). */
  height?: number;
  emptyText?: string;
}

/** Rows drawn above and below the visible ones, so fast scrolling does not show blanks. */
const OVERSCAN = 8;

/**
 * A table for tens of thousands of rows: only the rows in view (and a few around them) are in the
 * document, between two spacer rows that keep the scroll height; the scroll area is focusable, so
 * arrows, Page Up/Down, Home and End scroll it. Sorting follows the table rule (docs/rules/shell.md#tables) (core's `nextSort`
 * and `sortedOrder`, which orders 50,000 rows in milliseconds). The table keeps its semantics:
 * `aria-rowcount` and each row's `aria-rowindex` tell assistive technology where it is.
 *
 * Parts: `table`, `table-header`, `row`, `cell`, `empty`, `table-scroll`.
 *
 * @example
 * <VirtualTable caption="PNR summary" columns={columns} rows={rows} sortBy="ticketingDate" />
 */
export function VirtualTable<T extends object>({
  caption,
  captionHidden,
  columns,
  rows,
  sortBy,
  presorted = false,
  rowHeight = 36,
  height = 480,
  emptyText = EMPTY_STATE_TITLE,
}: VirtualTableProps<T>) {
  const [sort, setSort] = useState<TableSort<keyof T & string> | null>(sortBy ? initialSort(sortBy) : null);
  const [scrollTop, setScrollTop] = useState(0);
  const frame = useRef(0);
  const scroller = useRef<HTMLDivElement>(null);
  // Rows that arrive in the initial order need no sorting until the user asks for another.
  const [clicked, setClicked] = useState(false);
  const order = useMemo(
    () =>
      sort && (clicked || !presorted)
        ? sortedOrder(
            rows.map((row) => row[sort.column]),
            sort.direction,
          )
        : null,
    [rows, sort, clicked, presorted],
  );
  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(scroller.current?.scrollTop ?? 0));
  }, []);
  const visible = Math.ceil(height / rowHeight);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(rows.length, first + visible + OVERSCAN * 2);
  const width = columns.reduce((sum, col) => sum + col.width, 0);

  const cells = (row: T): ReactNode =>
    columns.map((col) => {
      const className = [col.numeric ? 'ts-num' : '', col.className ?? ''].join(' ').trim() || undefined;
      const content = col.render ? col.render(row) : String(row[col.key] ?? '');
      return col.rowHeader ? (
        <th key={col.id ?? col.key} part="cell" scope="row" className={className}>
          {content}
        </th>
      ) : (
        <td key={col.id ?? col.key} part="cell" className={className}>
          {content}
        </td>
      );
    });

  const body: ReactNode[] = [];
  for (let i = first; i < last; i += 1) {
    const row = rows[order ? (order[i] as number) : i] as T;
    body.push(
      <tr key={i} part="row" aria-rowindex={i + 2} style={{ height: rowHeight }}>
        {cells(row)}
      </tr>,
    );
  }

  return (
    <div
      ref={scroller}
      part="table-scroll"
      className="ts-vtable"
      style={{ maxHeight: height }}
      tabIndex={0}
      role="region"
      aria-label={`${caption}, ${rows.length} rows (scroll with the arrow keys)`}
      onScroll={onScroll}
    >
      <table
        part="table"
        className="ts-table ts-vtable-table"
        style={{ width: Math.max(width, 0), minWidth: '100%' }}
        aria-rowcount={rows.length + 1}
      >
        <caption className={captionHidden ? 'ts-visually-hidden' : undefined}>{caption}</caption>
        <colgroup>
          {columns.map((col) => (
            <col key={col.id ?? col.key} style={{ width: col.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((col) => (
              <ColumnHeading
                key={col.id ?? col.key}
                column={col}
                sort={sort}
                sortable={col.sortable ?? true}
                onSort={() => {
                  setClicked(true);
                  setSort((s) => nextSort(s, col.key));
                  scroller.current?.scrollTo({ top: 0 });
                }}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr part="row">
              <td part="cell" colSpan={columns.length}>
                <EmptyState title={emptyText} advice={null} compact />
              </td>
            </tr>
          ) : (
            <>
              {first > 0 && (
                <tr aria-hidden="true" className="ts-vtable-spacer" style={{ height: first * rowHeight }} />
              )}
              {body}
              {last < rows.length && (
                <tr
                  aria-hidden="true"
                  className="ts-vtable-spacer"
                  style={{ height: (rows.length - last) * rowHeight }}
                />
              )}
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
