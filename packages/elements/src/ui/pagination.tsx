import { useId } from 'react';
import { PAGE_SIZES, pageRangeText } from './paging.js';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Accessible name of the navigation landmark (e.g. 'Audit log pages'). */
  label: string;
  /** Numbered page buttons between Previous and Next (default true). */
  numbered?: boolean;
  /** Rows in all pages: with `pageSize`, shows the 'x–y of n' text. */
  total?: number;
  /** Rows a page. */
  pageSize?: number;
  /** Called with the new size when the operator picks one; shows the rows-per-page select. */
  onPageSize?: (pageSize: number) => void;
  /** Choices of the rows-per-page select (default 10, 20, 50). */
  pageSizes?: readonly number[];
}

/**
 * The one pagination of the kit, used by paged tables and by the operator lists: an optional
 * rows-per-page select, the 'x–y of n' text, and Previous / numbered pages / Next. Renders nothing
 * when there is nothing to page: one page and no page size to choose.
 *
 * Parts: `pagination` (the nav), `page-size` (the select), `page-range` (the 'x–y of n' text),
 * `page-button` (every button; the current page has aria-current="page").
 *
 * @example
 * <Pagination page={2} pageCount={5} onPage={setPage} label="Hotel pages"
 *   total={45} pageSize={10} onPageSize={setPageSize} numbered={false} />
 */
export function Pagination({
  page,
  pageCount,
  onPage,
  label,
  numbered = true,
  total,
  pageSize,
  onPageSize,
  pageSizes = PAGE_SIZES,
}: PaginationProps) {
  const sizeId = useId();
  const sizeChoice = onPageSize !== undefined && total !== undefined && total > Math.min(...pageSizes);
  if (pageCount <= 1 && !sizeChoice) return null;
  const pages = numbered ? visiblePages(page, pageCount) : [];
  return (
    <nav part="pagination" className="ts-pagination" aria-label={label}>
      {sizeChoice && pageSize !== undefined && (
        <span className="ts-page-size">
          <label htmlFor={sizeId}>Rows per page</label>
          <select
            id={sizeId}
            part="page-size"
            value={pageSize}
            onChange={(e) => onPageSize(Number(e.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
      <span className="ts-page-steps">
        {total !== undefined && pageSize !== undefined && (
          <span part="page-range" className="ts-page-range" aria-live="polite">
            {pageRangeText(page, pageSize, total)}
          </span>
        )}
        <button
          type="button"
          part="page-button"
          aria-label="Previous page"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
        >
          Previous
        </button>
        {pages.map((p, i) =>
          p === null ? (
            <span key={`gap-${i}`} aria-hidden="true">
              …
            </span>
          ) : (
            <button
              type="button"
              part="page-button"
              key={p}
              onClick={() => onPage(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={`Page ${p}`}
            >
              {p}
            </button>
          ),
        )}
        <button
          type="button"
          part="page-button"
          aria-label="Next page"
          onClick={() => onPage(page + 1)}
          disabled={page >= pageCount}
        >
          Next
        </button>
      </span>
    </nav>
  );
}

/** First, last and the pages around the current one, with gaps (null) between. */
function visiblePages(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}
