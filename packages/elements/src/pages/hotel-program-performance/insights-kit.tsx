import { useState, type ReactNode } from 'react';
import {
  INSIGHTS_CARDS,
  rateWithSample,
  type InsightsCard as CardName,
} from '@tripsight/core/hotel-insights/display';
import { Choice, type ChoiceOption } from '../../ui/choice.js';
import type { Column } from '../../ui/data-table.js';
import { HotelCard } from '../../ui/hotel-card.js';
import type { ViewStatus } from '../../ui/view-state.js';
import { useFormat } from '../../internal/use-format.js';
import { useMode } from '../../internal/use-mode.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';

/*
 * What every card of the hotel supplier insights pages shares: the card over one view (skeleton,
 * error, 'No data to display at this time'), a rate with its n, and the mode reader.
 */

/** The mode of an insights card (normal, poc, demo). */
export function useInsightsMode(props: SampleWidgetProps) {
  return useMode(props.mode, 'policy');
}

export interface InsightsCardProps<T> {
  card: CardName;
  view: ViewStatus<T>;
  isEmpty?: (data: T) => boolean;
  actions?: ReactNode;
  children: (data: T, currency: string | null) => ReactNode;
}

/** A card of an insights page over one view, titled and explained by core's texts. */
export function InsightsCard<T>({ card, view, isEmpty, actions, children }: InsightsCardProps<T>) {
  const { title, tooltip } = INSIGHTS_CARDS[card];
  return (
    <HotelCard title={title} tooltip={tooltip} view={view} isEmpty={isEmpty} actions={actions}>
      {children}
    </HotelCard>
  );
}

/**
 * A rate with the nights it rests on (parts: rate, rate-value, rate-sample); a small sample is marked,
 * so 100 % of three nights is not read as a result.
 */
export function Rate({ rate, nights, large }: { rate: number; nights: number; large?: boolean }) {
  const { locale } = useFormat();
  const shown = rateWithSample(rate, nights, locale);
  return (
    <span part="rate" className={large ? 'ts-rate ts-rate-large' : 'ts-rate'}>
      <span part="rate-value" className="ts-rate-value">
        {shown.value}
      </span>{' '}
      <span part="rate-sample" className="ts-rate-sample" data-small-sample={shown.smallSample || undefined}>
        ({shown.sample}
        {shown.smallSample ? ', small sample' : ''})
      </span>
    </span>
  );
}

/** A card's toggle (a Choice named by `label`, first option chosen) and its current value. */
export function useToggle<V extends string>(
  label: string,
  options: readonly ChoiceOption<V>[],
): [V, ReactNode] {
  const [value, setValue] = useState<V>(options[0]!.value);
  const control = <Choice label={label} labelHidden options={options} value={value} onChange={setValue} />;
  return [value, control];
}

/** A numeric column of money, percent or counts, formatted by `format`. */
export function figureColumn<T>(
  key: keyof T & string,
  label: string,
  format: (row: T) => ReactNode,
): Column<T> {
  return { key, label, numeric: true, render: format };
}

/** A numeric column of a rate with its n: `nights` of the row. */
export function rateColumn<T>(key: keyof T & string, label: string, nights: (row: T) => number): Column<T> {
  return figureColumn(key, label, (row) => <Rate rate={Number(row[key])} nights={nights(row)} />);
}

/**
 * The rows of a table that are open on their room types (by key), and the button that opens and
 * closes one (part expand, aria-expanded).
 */
export function useExpandedRows() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const button = (key: string, name: string) => (
    <button
      type="button"
      part="expand"
      className="ts-expand"
      aria-expanded={open.has(key)}
      onClick={() => toggle(key)}
    >
      {open.has(key) ? 'Hide rooms' : 'Show rooms'}
      <span className="ts-visually-hidden"> of {name}</span>
    </button>
  );
  return { isOpen: (key: string) => open.has(key), button };
}
