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

/** Prints timings as an aligned table, flagging those over `targetMs`. */
export function printTimings(title: string, timings: readonly Timing[], targetMs?: number): void {
  console.log(`\n${title}`);
  const width = Math.max(...timings.map((t) => t.name.length));
  console.log(
    `${'endpoint'.padEnd(width)}  median ms    p95 ms${targetMs ? `  (target p95 <= ${targetMs} ms)` : ''}`,
  );
  for (const t of timings) {
    const flag = targetMs && t.p95Ms > targetMs ? '  OVER TARGET' : '';
    console.log(
      `${t.name.padEnd(width)}  ${t.medianMs.toFixed(2).padStart(9)}  ${t.p95Ms.toFixed(2).padStart(8)}${flag}`,
    );
  }
}
