import { createElement, useEffect, useState } from 'react';
import {
  carouselSlides,
  hotelCards,
  HOTEL_EMPTY_ADVICE,
  HOTEL_EMPTY_TITLE,
  isHotelOverviewEmpty,
} from '@tripsight/core/hotel';
import { hotelCompanySavingsView, hotelTrackedSpendView } from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { Carousel } from '../../ui/carousel.js';
import { EmptyState } from '../../ui/states.js';
import { defineHotelAllTimeSavings } from '../../widgets/hotel-all-time-savings/hotel-all-time-savings.element.js';
import { defineHotelCompanySavings } from '../../widgets/hotel-company-savings/hotel-company-savings.element.js';
import { defineHotelHpaMetric } from '../../widgets/hotel-hpa-metric/hotel-hpa-metric.element.js';
import { HPA_METRICS } from '../../widgets/hotel-hpa-metric/hpa-metrics.js';
import { defineHotelSavingsByChain } from '../../widgets/hotel-savings-by-chain/hotel-savings-by-chain.element.js';
import { defineHotelSavingsByMonth } from '../../widgets/hotel-savings-by-month/hotel-savings-by-month.element.js';
import { defineHotelSavingsMap } from '../../widgets/hotel-savings-map/hotel-savings-map.element.js';
import { defineHotelSavingsToolkit } from '../../widgets/hotel-savings-toolkit/hotel-savings-toolkit.element.js';
import { defineHotelTrackedSpend } from '../../widgets/hotel-tracked-spend/hotel-tracked-spend.element.js';
import { PageHeader } from '../../ui/page-header.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { useView } from '../../internal/use-view.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelSavingsOverviewStyles } from './hotel-savings-overview.styles.js';

// The page is assembled from the widget elements, so a host can also place each one alone.
defineHotelAllTimeSavings();
defineHotelCompanySavings();
defineHotelHpaMetric();
defineHotelTrackedSpend();
defineHotelSavingsByMonth();
defineHotelSavingsToolkit();
defineHotelSavingsByChain();
defineHotelSavingsMap();

export interface HotelSavingsOverviewProps extends SampleWidgetProps {
  /** Product name above the title (default Hotelsaver). */
  productName?: string;
  /** Tab title (default Savings overview). */
  tabTitle?: string;
}

const WIDGET_PARTS =
  'card, card-header, title, tooltip, value, caption, figures, figure, figure-label, figure-value, banner, chart, chart-table, view-as-table, legend, map-controls, zoom-in, zoom-out, zoom-level, map-reset, chain-table, table, table-header, row, cell, pagination, page-size, page-range, page-button, skeleton, empty, error';

/** The attributes every widget of the page gets from it: its mode and its sample's key and source. */
type Shared = Record<'mode' | 'sample-data-key' | 'source-url', string | undefined>;

function Widget({
  tag,
  shared,
  layout,
  attributes = {},
}: {
  tag: string;
  shared: Shared;
  layout?: 'half' | 'wide';
  attributes?: Record<string, string>;
}) {
  const all: Record<string, string | undefined> = { ...attributes, ...shared };
  // Attributes go in once the element is in the document: an r2wc element given a property before
  // it is connected renders at once and would look for its bus outside the page.
  return createElement(tag, {
    ref: (el: HTMLElement | null) => {
      if (!el) return;
      for (const [name, value] of Object.entries(all)) {
        if (value === undefined) el.removeAttribute(name);
        else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
      }
    },
    part: `widget ${tag.replace('tripsight-', '')}`,
    exportparts: WIDGET_PARTS,
    class: layout ? `ts-${layout}` : undefined,
  });
}

/** The viewport width, kept current (the carousel's slides follow it, docs/rules/hotel.md#hotel-savings-overview). */
function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1440 : window.innerWidth));
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

function HotelSavingsOverviewPage(props: HotelSavingsOverviewProps) {
  const { productName = 'Hotelsaver', tabTitle = 'Savings overview' } = props;
  const options = useMode(props.mode, 'hotel');
  const cards = hotelCards(options);
  const m: Shared = {
    mode: options.mode,
    'sample-data-key': props.sampleDataKey || undefined,
    'source-url': props.sourceUrl || undefined,
  };
  const slides = carouselSlides(useViewportWidth());
  // The page's own empty state when the range holds nothing at all; the widgets share these calls.
  const company = useView(hotelCompanySavingsView, { mode: options, sample: props });
  const tracked = useView(hotelTrackedSpendView, { mode: options, sample: props });
  const empty =
    company.status === 'success' &&
    tracked.status === 'success' &&
    isHotelOverviewEmpty(company.data, tracked.data);
  return (
    <>
      <PageHeader productName={productName} tabTitle={tabTitle} badge={options.badge} />
      {empty ? (
        <div part="empty-page" className="ts-card">
          <EmptyState title={HOTEL_EMPTY_TITLE} advice={HOTEL_EMPTY_ADVICE} />
        </div>
      ) : (
        <div part="grid" className="ts-overview-grid">
          {cards.allTime && <Widget tag="tripsight-hotel-all-time-savings" shared={m} layout="wide" />}
          <div className="ts-wide">
            <Carousel label={`${tabTitle} figures`} slidesPerView={slides}>
              <Widget tag="tripsight-hotel-company-savings" shared={m} />
              {cards.hpa &&
                HPA_METRICS.map((metric) => (
                  <Widget key={metric} tag="tripsight-hotel-hpa-metric" shared={m} attributes={{ metric }} />
                ))}
              <Widget tag="tripsight-hotel-tracked-spend" shared={m} />
              {cards.toolkit && <Widget tag="tripsight-hotel-savings-toolkit" shared={m} />}
            </Carousel>
          </div>
          <Widget tag="tripsight-hotel-savings-by-month" shared={m} layout="half" />
          <Widget tag="tripsight-hotel-savings-by-chain" shared={m} layout="half" />
          <Widget tag="tripsight-hotel-savings-map" shared={m} layout="wide" />
        </div>
      )}
    </>
  );
}

/** The Hotelsaver savings overview page: header with slots, the all-time banner, the card carousel, the charts and the map. */
export const HotelSavingsOverview = withBoundary(
  HotelSavingsOverviewPage,
  'tripsight-hotel-savings-overview',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelSavingsOverviewStyles];
