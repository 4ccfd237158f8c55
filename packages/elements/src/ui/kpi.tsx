import type { ReactNode } from 'react';

/** A KPI's figure and the line under it. */
export interface KpiProps {
  value: string;
  caption?: ReactNode;
}

/** A headline figure with an optional caption (parts: value, caption). */
export function Kpi({ value, caption }: KpiProps) {
  return (
    <>
      <p part="value" className="ts-value">
        {value}
      </p>
      {caption && (
        <p part="caption" className="ts-caption">
          {caption}
        </p>
      )}
    </>
  );
}

/**
 * Several KPIs side by side, each caption under its own figure; they wrap onto the next line where
 * the card is narrow.
 */
export function KpiRow({ items }: { items: readonly KpiProps[] }) {
  return (
    <div className="ts-kpis">
      {items.map((item, index) => (
        <div key={index} className="ts-kpi">
          <Kpi {...item} />
        </div>
      ))}
    </div>
  );
}
