import {
  UTILIZATION_PLACEHOLDER_TEXT,
  UTILIZATION_PLACEHOLDER_TITLE,
} from '@tripsight/core/hotel-insights/display';
import { useText } from '../../internal/use-text.js';

/** The utilization module's placeholder (hotel-ops §2.6: placeholder text only). */
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
