/** The six global filter groups of the filter bar (docs/rules/shell.md#global-filters). */
export type FilterGroup = 'gds' | 'region' | 'continent' | 'pointOfSale' | 'corporate' | 'pccName';

/** The six filter groups, in the order of the filter bar (FILTER_DEFINITIONS in controls follows it). */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  'gds',
  'region',
  'continent',
  'pointOfSale',
  'corporate',
  'pccName',
];
