/** One benchmark of `pnpm bench`: prints its own figures. */
export interface BenchRunner {
  name: string;
  run(): Promise<void>;
}
