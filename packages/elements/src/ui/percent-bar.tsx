import { barColour } from '@tripsight/core/rules';
import { useFormat } from '../internal/use-format.js';

/** A percentage bar coloured by the percent bar rule (docs/rules/shell.md#formatting). */
export function PercentBar({ percent }: { percent: number }) {
  const colour = barColour(percent);
  const { formatPercent } = useFormat();
  return (
    <span className="ts-percent">
      {formatPercent(percent)}
      <span className="ts-bar" aria-hidden="true">
        <span
          className={`ts-bar-${colour}`}
          data-colour={colour}
          style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
        />
      </span>
    </span>
  );
}
