import type { ReactNode } from 'react';
import { DataTable, type Column } from './data-table.js';
import { Pagination } from './pagination.js';
import { EmptyState, ErrorFallback, Skeleton } from './states.js';

export interface RecordListProps<T> {
  /** Names the table for screen readers (e.g. 'Conversations'). */
  caption: string;
  /** Columns before the View column. */
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** Field that identifies a record: row key and View column key. */
  idKey: keyof T & string;
  /** Opens a record: a row click or its View button. */
  onOpen: (row: T) => void;
  /** Accessible name of a row's View button (e.g. 'View Globex Corporation'). */
  viewLabel: (row: T) => string;
  /** Heading of the View column. */
  viewHeading: string;
  /** Keep the View heading for screen readers only. */
  viewHeadingHidden?: boolean;
  /** First load: placeholder rows instead of the table. */
  loading: boolean;
  /** A later page or filter is loading while the current rows stay. */
  busy?: boolean;
  /** The screen's failure text and the reason, shown instead of the rows. */
  error?: { title: string; detail?: string | null } | null;
  /** The result-count line ('Showing 1–20 of 95 conversations'); with no rows, the empty text. */
  count?: string | null;
  /** Server paging: current page, page count (pagination shows beyond one page) and the change. */
  page: number;
  pageCount?: number;
  onPage: (page: number) => void;
  /** Accessible name of the pagination (e.g. 'Audit log pages'). */
  pagesLabel: string;
}

/**
 * A server-paged list of records that open on click — the list of the audit log and of customer
 * management: result-count line, placeholder rows while loading, the error, a DataTable whose rows
 * (and their View buttons) open the record, and the shared Pagination.
 *
 * Parts: `result-count`, and those of Skeleton (`skeleton`), EmptyState (`empty`), ErrorFallback
 * (`error`), DataTable (`table`, `table-header`, `row`, `cell`) and Pagination (`pagination`).
 *
 * @example
 * <RecordList caption="Clients" columns={columns} rows={clients} idKey="id" onOpen={open}
 *   viewLabel={(c) => `View ${c.name}`} viewHeading="ACTIONS" loading={isPending}
 *   count={text} page={page} pageCount={pages} onPage={onPage} pagesLabel="Client list pages" />
 */
export function RecordList<T extends object>({
  caption,
  columns,
  rows,
  idKey,
  onOpen,
  viewLabel,
  viewHeading,
  viewHeadingHidden,
  loading,
  busy,
  error,
  count,
  page,
  pageCount,
  onPage,
  pagesLabel,
}: RecordListProps<T>) {
  const withView: Column<T>[] = [
    ...columns,
    {
      key: idKey,
      id: 'view',
      label: viewHeading,
      labelHidden: viewHeadingHidden,
      sortable: false,
      render: (row) => (
        <button
          type="button"
          aria-label={viewLabel(row)}
          onClick={(event) => {
            // The row opens the record too; one open is enough.
            event.stopPropagation();
            onOpen(row);
          }}
        >
          View
        </button>
      ),
    },
  ];
  let body: ReactNode;
  if (error) {
    body = <ErrorFallback title={error.title} detail={error.detail} compact />;
  } else if (loading) {
    body = (
      <>
        {count && <Count>{count}</Count>}
        <Skeleton height={36} lines={5} />
      </>
    );
  } else if (rows.length === 0) {
    body = count ? <EmptyState title={count} advice={null} compact /> : null;
  } else {
    body = (
      <>
        {count && <Count>{count}</Count>}
        <DataTable
          caption={caption}
          captionHidden
          columns={withView}
          rows={rows}
          sortable={false}
          rowKey={(row) => String(row[idKey])}
          onRowClick={onOpen}
          busy={busy}
        />
      </>
    );
  }
  return (
    <>
      {body}
      {pageCount !== undefined && (
        <Pagination page={page} pageCount={pageCount} onPage={onPage} label={pagesLabel} />
      )}
    </>
  );
}

function Count({ children }: { children: string }) {
  return (
    <p part="result-count" className="ts-result-count" aria-live="polite">
      {children}
    </p>
  );
}
