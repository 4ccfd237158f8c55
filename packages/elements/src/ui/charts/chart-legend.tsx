/** One key of a chart legend. */
export interface LegendItem {
  label: string;
  /** CSS colour of the swatch (e.g. seriesColour(0)). */
  colour: string;
  /** The item's figure, already formatted. */
  value?: string;
}

/**
 * The key of a chart's colours, as a list readable by assistive technology (part: `legend`).
 *
 * @example <ChartLegend items={[{ label: 'Booked', colour: seriesColour(0), value: '42%' }]} />
 */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul part="legend" className="ts-legend">
      {items.map((item, i) => (
        <li key={`${item.label}-${i}`}>
          <span className="ts-swatch" style={{ background: item.colour }} aria-hidden="true" />
          <span>{item.label}</span>
          {item.value !== undefined && <span className="ts-legend-value">{item.value}</span>}
        </li>
      ))}
    </ul>
  );
}
