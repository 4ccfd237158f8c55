import {
  UTILIZATION_PLACEHOLDER_TEXT,
  UTILIZATION_PLACEHOLDER_TITLE,
} from '@tripsight/core/hotel-insights/display';
import { useText } from '../../internal/use-text.js';
import { negotiatedRateUtilizationStyles } from './negotiated-rate-utilization.styles.js';

/** The utilization module's placeholder (docs/rules/hotel.md#negotiated-rate-utilization: placeholder text only). */
export function UtilizationPlaceholder() {
  const text = useText();
  return (
    <section
      part="card placeholder"
      className="ts-card ts-placeholder"
      aria-labelledby="ts-utilization-placeholder"
    >
      <h2 part="title" id="ts-utilization-placeholder">
        {text(UTILIZATION_PLACEHOLDER_TITLE)}
      </h2>
      <p part="caption">{text(UTILIZATION_PLACEHOLDER_TEXT)}</p>
    </section>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [negotiatedRateUtilizationStyles];
