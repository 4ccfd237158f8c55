import type { TableSort } from '@tripsight/core/rules';
import { InfoTooltip } from './card.js';
import type { Column } from './column.js';

export interface ColumnHeadingProps<T> {
  column: Column<T>;
  /** The table's sort (the column shows its direction when it is the sorted one). */
  sort: TableSort<keyof T & string> | null | undefined;
  /** The heading is a sort button. */
  sortable: boolean;
  /** Called when the sort button is pressed. */
  onSort: () => void;
}

/**
 * A table's column heading (`<th scope="col">`, part table-header): its label (for screen readers
 * only with `labelHidden`), a sort button naming the column with the direction mark and `aria-sort`,
 * and the column's tooltip. Shared by the paged and the virtualised tables.
 */
export function ColumnHeading<T>({ column, sort, sortable, onSort }: ColumnHeadingProps<T>) {
  const direction = sort?.column === column.key ? sort.direction : null;
  const label = column.labelHidden ? (
    <span className="ts-visually-hidden">{column.label}</span>
  ) : (
    column.label
  );
  return (
    <th
      part="table-header"
      scope="col"
      className={column.numeric ? 'ts-num' : undefined}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      {sortable ? (
        <button type="button" onClick={onSort}>
          {label}
          <span aria-hidden="true" className="ts-sort-mark">
            {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
          </span>
        </button>
      ) : (
        label
      )}
      {column.tooltip && <InfoTooltip text={column.tooltip} />}
    </th>
  );
}
