import type { Column } from './data-table.js';
import { Card } from './card.js';
import { DataTable } from './data-table.js';
import { ViewState, type ViewStatus } from './view-state.js';

export interface TableCardProps<T> {
  /** Card title; also the table's (visually hidden) caption. */
  title: string;
  tooltip?: string;
  /** The data hook's answer for the rows. */
  view: ViewStatus<readonly T[]>;
  columns: readonly Column<T>[];
  /** Column the table starts sorted by (descending). */
  sortBy?: keyof T & string;
  /** Page the rows (10/20/50 per page) starting at this size. */
  pageSize?: number;
  /** Empty-state title and advice when not the spec's default ones. */
  emptyTitle?: string;
  emptyAdvice?: string | null;
}

/**
 * A card holding one data table of a view: the loading skeleton, the error fallback, the empty
 * state, then the sortable (and optionally paged) table. Parts: those of Card, DataTable and the states.
 *
 * @example
 * <TableCard title="Rebooking by client" view={view} columns={columns} sortBy="rebookingPerformanceRatio" />
 */
export function TableCard<T extends object>({
  title,
  tooltip,
  view,
  columns,
  sortBy,
  pageSize,
  emptyTitle,
  emptyAdvice,
}: TableCardProps<T>) {
  return (
    <Card title={title} tooltip={tooltip}>
      <ViewState
        view={view}
        isEmpty={(rows) => rows.length === 0}
        emptyTitle={emptyTitle}
        emptyAdvice={emptyAdvice}
      >
        {(rows) => (
          <DataTable
            caption={title}
            captionHidden
            columns={columns}
            rows={rows}
            sortBy={sortBy}
            pageSize={pageSize}
          />
        )}
      </ViewState>
    </Card>
  );
}
