import type { ReactNode } from 'react';
import { NO_DATA_TO_DISPLAY } from '@tripsight/core/hotel';
import { Card } from './card.js';
import { ViewState, type ViewStatus } from './view-state.js';

export interface HotelCardProps<T> {
  title: string;
  tooltip?: string;
  view: ViewStatus<T>;
  /** True when the data holds nothing to show: the card says 'No data to display at this time'. */
  isEmpty?: (data: T) => boolean;
  skeletonHeight?: number;
  /** Buttons or controls at the right of the title. */
  actions?: ReactNode;
  className?: string;
  children: (data: T, currency: string | null) => ReactNode;
}

/**
 * A card of the hotel savings overview over one view: the loading skeleton, the error fallback, the
 * card's empty text (docs/rules/hotel.md#hotel-savings-overview: 'No data to display at this time'), then the figures.
 */
export function HotelCard<T>({
  title,
  tooltip,
  view,
  isEmpty,
  skeletonHeight,
  actions,
  className,
  children,
}: HotelCardProps<T>) {
  return (
    <Card title={title} tooltip={tooltip} actions={actions} className={className}>
      <ViewState
        view={view}
        isEmpty={isEmpty}
        skeletonHeight={skeletonHeight}
        emptyTitle={NO_DATA_TO_DISPLAY}
        emptyAdvice={null}
      >
        {children}
      </ViewState>
    </Card>
  );
}

/** One labelled figure of a card (parts: figure, figure-label, figure-value). */
export interface Figure {
  label: string;
  value: string;
  tooltip?: string;
}

/** Secondary figures under a card's headline, as a description list. */
export function Figures({ items }: { items: readonly Figure[] }) {
  return (
    <dl className="ts-figures" part="figures">
      {items.map((item) => (
        <div key={item.label} part="figure">
          <dt part="figure-label">{item.label}</dt>
          <dd part="figure-value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
