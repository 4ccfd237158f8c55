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

/** Styles of the insights cards: rates with their n, module links, the bar split, room rows. */
export const insightsStyles = /* css */ `
.tripsight-root { height: 100%; }
.ts-figures { grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); }
.ts-figures dd { overflow-wrap: anywhere; }
.ts-rate-value { font-weight: 600; font-variant-numeric: tabular-nums; }
.ts-rate-large .ts-rate-value { font-size: var(--tripsight-kpi-size, 1.8rem); color: var(--ts-primary); }
.ts-rate-sample { color: var(--ts-muted); font-size: 0.8rem; white-space: nowrap; }
.ts-rate-sample[data-small-sample] { color: var(--ts-warning, #9a5b00); }
.ts-module-link { display: inline-block; margin-top: 12px; color: var(--ts-primary); font-weight: 600; }
.ts-module-link:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.ts-split { display: flex; height: 28px; border-radius: 6px; overflow: hidden; margin: 8px 0 12px; }
.ts-split span { display: block; min-width: 2px; }
.ts-split-legend { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr)); }
.ts-split-legend li { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; font-size: 0.85rem; }
.ts-rate-list { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 4px 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); font-size: 0.85rem; }
.ts-swatch { flex: 0 0 auto; width: 10px; height: 10px; border-radius: 2px; display: inline-block; }
.ts-card-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-left: auto; }
.ts-reasons { margin: 8px 0 0; padding-left: 18px; font-size: 0.85rem; }
.ts-missed-grid { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr)); }
.ts-missed-card { border: 1px solid var(--ts-border); border-radius: var(--ts-radius); padding: 12px; display: grid; gap: 6px; align-content: start; }
.ts-missed-card h4 { margin: 0; font-size: 0.95rem; }
.ts-missed-card p { margin: 0; font-size: 0.85rem; color: var(--ts-muted); }
.ts-reason { font-weight: 600; color: var(--ts-danger, #b42318); }
.ts-expand { background: none; border: 1px solid var(--ts-border); border-radius: 4px; cursor: pointer;
  color: inherit; font: inherit; font-size: 0.85rem; padding: 2px 8px; white-space: nowrap; }
.ts-expanded-row td { background: color-mix(in srgb, var(--ts-primary) 4%, var(--ts-surface)); }
.ts-toolbar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin-bottom: 8px; }
.ts-placeholder { padding: 24px var(--ts-card-padding); }
.ts-placeholder p { color: var(--ts-muted); max-width: 60ch; }
`;
