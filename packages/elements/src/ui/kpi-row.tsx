import { Kpi, type KpiProps } from './kpi.js';

/**
 * Several KPIs side by side, each caption under its own figure; they wrap onto the next line where
 * the card is narrow. A page using it adopts `kpiRowStyles` (kpi-row.styles.ts).
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
