import { Choice } from '../../ui/choice.js';

const ALERT_OPTIONS = [{ value: '(All)', label: '(All)' }];
const DRILL_DOWN_OPTIONS = [{ value: 'Savings', label: 'Savings' }];

/** POC: the two filters of the sample report, shown disabled (spec §2). */
export function PocFilters() {
  return (
    <div part="poc-filters" className="ts-poc-filters">
      <Choice
        kind="dropdown"
        label="Negotiated fare alert"
        options={ALERT_OPTIONS}
        value="(All)"
        onChange={() => {}}
        disabled
      />
      <Choice
        kind="dropdown"
        label="Drill-down parameter"
        options={DRILL_DOWN_OPTIONS}
        value="Savings"
        onChange={() => {}}
        disabled
      />
    </div>
  );
}
