import { Choice } from '../../ui/choice.js';
import { negotiatedFaresStyles } from '../../ui/negotiated-fares.styles.js';

/** The two filters of the POC sample report and the one value each shows (docs/rules/air.md#negotiated-fares-adoption). */
const POC_FILTERS = [
  { label: 'Negotiated fare alert', value: '(All)' },
  { label: 'Drill-down parameter', value: 'Savings' },
].map((filter) => ({ ...filter, options: [{ value: filter.value, label: filter.value }] }));

/** POC: the two filters of the sample report, shown disabled (docs/rules/air.md#negotiated-fares-adoption). */
export function PocFilters() {
  return (
    <div part="poc-filters" className="ts-poc-filters">
      {POC_FILTERS.map(({ label, value, options }) => (
        <Choice
          key={label}
          kind="dropdown"
          label={label}
          options={options}
          value={value}
          onChange={() => {}}
          disabled
        />
      ))}
    </div>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [negotiatedFaresStyles];
