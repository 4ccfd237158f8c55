import { sortedOrder } from '@tripsight/core/rules';

/** Latency figures of one benchmarked call. */
export interface Timing {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
}

/** The `q` quantile (0-1) of `samples` by nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Runs `call` `warmup` times unmeasured, then `runs` times, and returns median and p95. */
export async function time(name: string, call: () => Promise<void>, runs = 100, warmup = 5): Promise<Timing> {
  for (let i = 0; i < warmup; i += 1) await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await call();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { name, runs, medianMs: quantile(samples, 0.5), p95Ms: quantile(samples, 0.95) };
}

/**
 * Times a table's column sort as the virtualised tables do it (core's `sortedOrder` of the column's
 * values), 20 runs after 2 unmeasured.
 */
export function timeSort(
  name: string,
  values: readonly (string | number)[],
  direction: Parameters<typeof sortedOrder>[1],
): Promise<Timing> {
  return time(name, async () => void sortedOrder(values, direction), 20, 2);
}

/**
 * How a figure compares with its target: 'OVER TARGET' or 'ok' ('' without a target). The bench
 * reports figures over target and carries on, so one slow figure does not hide the others.
 */
function targetFlag(value: number, target?: number): string {
  if (target === undefined) return '';
  return value > target ? 'OVER TARGET' : 'ok';
}

/** Prints timings as an aligned table, flagging those over `targetMs`. */
export function printTimings(title: string, timings: readonly Timing[], targetMs?: number): void {
  console.log(`\n${title}`);
  const width = Math.max(...timings.map((t) => t.name.length));
  console.log(
    `${'endpoint'.padEnd(width)}  median ms    p95 ms${targetMs ? `  (target p95 <= ${targetMs} ms)` : ''}`,
  );
  for (const t of timings) {
    const flag = targetMs && t.p95Ms > targetMs ? `  ${targetFlag(t.p95Ms, targetMs)}` : '';
    console.log(
      `${t.name.padEnd(width)}  ${t.medianMs.toFixed(2).padStart(9)}  ${t.p95Ms.toFixed(2).padStart(8)}${flag}`,
    );
  }
}

/** One measured figure of a bench, with its unit and optionally its target. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Said after the value (e.g. what it was before). */
  note?: string;
  target?: number;
}

/** Prints figures one a line, aligned, each with its target and flag. */
export function printFigures(title: string, figures: readonly Figure[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    const target =
      f.target === undefined ? '' : ` (target <= ${f.target} ${f.unit}) ${targetFlag(f.value, f.target)}`;
    console.log(`  ${f.name.padEnd(width)}  ${f.value} ${f.unit}${f.note ? ` ${f.note}` : ''}${target}`);
  }
}
