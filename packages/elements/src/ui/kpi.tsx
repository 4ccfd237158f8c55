import type { ReactNode } from 'react';

/** A headline figure with an optional caption (parts: value, caption). */
export function Kpi({ value, caption }: { value: string; caption?: ReactNode }) {
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
