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
