/** powerbi-models' `FiltersOperations`: how `updateFilters` changes the report's filters. */
const FILTERS_OPERATIONS = { RemoveAll: 0, ReplaceAll: 1, Add: 2, Replace: 3 } as const;

interface Targeted {
  target?: { table?: unknown; column?: unknown };
}

const sameTarget = (a: Targeted, b: Targeted) =>
  a.target?.table === b.target?.table && a.target?.column === b.target?.column;

/**
 * The filters after `updateFilters(operation, filters)`: none, exactly `filters`, `filters` added,
 * or the filters on the same targets replaced (others added). Null for an unknown operation.
 */
export function applyFiltersOperation(
  current: readonly object[],
  operation: unknown,
  filters: readonly object[],
): object[] | null {
  switch (operation) {
    case FILTERS_OPERATIONS.RemoveAll:
      return [];
    case FILTERS_OPERATIONS.ReplaceAll:
      return [...filters];
    case FILTERS_OPERATIONS.Add:
      return [...current, ...filters];
    case FILTERS_OPERATIONS.Replace:
      return [
        ...current.filter(
          (kept) => !filters.some((added) => sameTarget(kept as Targeted, added as Targeted)),
        ),
        ...filters,
      ];
    default:
      return null;
  }
}
