import type { ReactNode } from 'react';

/** A headline figure with an optional caption (parts: value, caption). */
/** A KPI's figure and the line under it. */
export interface KpiProps {
  value: string;
  caption?: ReactNode;
}

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
