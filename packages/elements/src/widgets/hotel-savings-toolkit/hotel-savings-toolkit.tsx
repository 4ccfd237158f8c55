import { formatHotelPercent, HOTEL_TEXTS, HOTEL_TOOLTIPS } from '@tripsight/core/hotel';
import { hotelCompanySavingsView } from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { HotelCard } from '../../ui/hotel-card.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { useView } from '../../internal/use-view.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';

function ToolkitCard(props: SampleWidgetProps) {
  const { formatMoney, locale } = useFormat();
  const options = useMode(props.mode, 'hotel');
  const view = useView(hotelCompanySavingsView, { mode: options, sample: props });
  return (
    <HotelCard
      title={HOTEL_TEXTS.toolkit}
      tooltip={HOTEL_TOOLTIPS.toolkit}
      view={view}
      isEmpty={(d) => d.savingsUpto === 0}
    >
      {(data, currency) => (
        <div className="ts-toolkit-upto">
          <span part="caption" className="ts-caption">
            {HOTEL_TEXTS.upTo}
          </span>
          <p part="value" className="ts-value">
            {formatMoney(data.savingsUpto, currency)}
          </p>
          <span part="caption" className="ts-caption">
            {`${formatHotelPercent(data.savingsUptoRate, locale)} ${HOTEL_TEXTS.savingOnTotalSpend}`}
          </span>
        </div>
      )}
    </HotelCard>
  );
}

/** The savings optimization toolkit (POC): savings up to an amount, and that amount's share of total spend. */
export const HotelSavingsToolkit = withBoundary(ToolkitCard, 'tripsight-hotel-savings-toolkit');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles];
