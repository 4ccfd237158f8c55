import { useCallback, useMemo } from 'react';
import {
  HOTEL_TEXTS,
  markerRadius,
  MONEY_BADGE_BANDS,
  moneyBadgeBand,
  moneyBadgeLabel,
  moneyBadgeText,
  SAVINGS_MAP_ZOOM,
  type MoneyBadgeBand,
} from '@tripsight/core/hotel';
import { hotelSavingsByLocationView, type HotelSavingsByLocationRow } from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { ChartLegend } from '../../ui/charts/chart-legend.js';
import { WorldMap, type MapMarker } from '../../ui/charts/world-map.js';
import type { Column } from '../../ui/data-table.js';
import { HotelCard } from '../../ui/hotel-card.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { useView } from '../../internal/use-view.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';

/** Colour of each money band's markers and badges (small amounts light, the largest red). */
export const BAND_COLOURS: Readonly<Record<MoneyBadgeBand, string>> = {
  'up-to-10k': '#60a5fa',
  '10k-50k': '#2563eb',
  '50k-100k': '#d97706',
  'over-100k': '#dc2626',
};

/** A location of the table view: its row with its band. */
interface LocationRow extends HotelSavingsByLocationRow {
  band: string;
}

function SavingsMapCard(props: SampleWidgetProps) {
  const { formatMoney, formatNumber, locale } = useFormat();
  const options = useMode(props.mode, 'hotel');
  const view = useView(hotelSavingsByLocationView, { mode: options, sample: props });
  const data = view.status === 'success' ? view.data : null;
  const currency = view.status === 'success' ? view.currency : null;
  const places = useMemo(
    () =>
      [...(data ?? [])]
        .filter((r) => r.acceptedSavings > 0)
        .sort((a, b) => b.acceptedSavings - a.acceptedSavings),
    [data],
  );
  const markers = useMemo<MapMarker[]>(() => {
    const largest = places[0]?.acceptedSavings ?? 0;
    return places.map((place) => {
      const band = moneyBadgeBand(place.acceptedSavings);
      const reservations = place.rebookedReservations
        ? ` (${formatNumber(place.rebookedReservations, 0)} ${HOTEL_TEXTS.rebookedReservations.toLowerCase()})`
        : '';
      return {
        key: place.location,
        longitude: place.longitude,
        latitude: place.latitude,
        radius: markerRadius(place.acceptedSavings, largest),
        colour: BAND_COLOURS[band],
        badge: moneyBadgeText(place.acceptedSavings, currency, locale),
        tip: `${place.location}: ${formatMoney(place.acceptedSavings, currency)}${reservations}`,
        label: place.location,
        value: place.acceptedSavings,
      };
    });
  }, [places, currency, formatMoney, formatNumber, locale]);
  const rows = useMemo<LocationRow[]>(
    () => places.map((p) => ({ ...p, band: moneyBadgeLabel(moneyBadgeBand(p.acceptedSavings)) })),
    [places],
  );
  const columns = useMemo<Column<LocationRow>[]>(
    () => [
      { key: 'location', label: HOTEL_TEXTS.stayLocation, rowHeader: true },
      {
        key: 'acceptedSavings',
        label: HOTEL_TEXTS.savings,
        numeric: true,
        render: (r) => formatMoney(r.acceptedSavings, currency),
      },
      {
        key: 'rebookedReservations',
        label: HOTEL_TEXTS.rebookedReservations,
        numeric: true,
        render: (r) => formatNumber(r.rebookedReservations, 0),
      },
      { key: 'band', label: 'Band' },
    ],
    [currency, formatMoney, formatNumber],
  );
  const mapMoney = useCallback((value: number) => formatMoney(value, currency), [formatMoney, currency]);
  return (
    <HotelCard
      title={HOTEL_TEXTS.savingsByLocation}
      view={view}
      isEmpty={() => places.length === 0}
      skeletonHeight={380}
    >
      {() => (
        <WorldMap
          caption={HOTEL_TEXTS.savingsByLocation}
          markers={markers}
          rows={rows}
          columns={columns}
          zoom={SAVINGS_MAP_ZOOM}
          format={mapMoney}
          legend={
            <ChartLegend
              items={MONEY_BADGE_BANDS.map((b) => ({ label: b.label, colour: BAND_COLOURS[b.band] }))}
            />
          }
        />
      )}
    </HotelCard>
  );
}

/**
 * Savings by stay location: a world map drawn offline with a marker per city (sized by its savings)
 * and a money badge coloured by band (up to 10K, 10K–50K, 50K–100K, over 100K); zoom 1 to 10, 2 at
 * first; also a table.
 */
export const HotelSavingsMap = withBoundary(SavingsMapCard, 'tripsight-hotel-savings-map');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles];
