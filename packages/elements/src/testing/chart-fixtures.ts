/*
 * The figures the chart tests draw, with the props a chart of the UI kit takes for them, so the
 * drawing tests and the keyboard-walk tests read the same charts.
 */

/** Nights per hotel chain, as the labelled charts (bars, pie) take them. */
export function nightsByChain<Row extends { chain: string; nights: number }>(rows: Row[]) {
  return {
    rows,
    label: (r: Row) => r.chain,
    value: (r: Row) => r.nights,
    format: (v: number) => v.toLocaleString('en-US'),
    caption: 'Nights by chain',
    labelHeading: 'Chain',
    valueHeading: 'Nights',
  };
}

/** Accepted and missed savings per day, as the area chart takes two series over time. */
export function savingsByDay<Row extends { day: Date; accepted: number; missed: number }>(rows: Row[]) {
  return {
    rows,
    x: (d: Row) => d.day,
    series: [
      { label: 'Accepted', value: (d: Row) => d.accepted },
      { label: 'Not accepted', value: (d: Row) => d.missed },
    ],
    format: (v: number) => `$${v.toLocaleString('en-US')}`,
    caption: 'Savings by day',
  };
}
