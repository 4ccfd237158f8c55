/**
 * The `--rows N` (or `--rows=N`) command-line option: air PNRs per TMC of the generated dataset,
 * overriding DATASET_ROWS. Returns config overrides (empty when the option is absent).
 *
 * @example rowsOption(['--rows', '5000000']) // { datasetRows: 5000000 }
 */
export function rowsOption(argv: readonly string[]): { datasetRows?: number } {
  const index = argv.findIndex((arg) => arg === '--rows' || arg.startsWith('--rows='));
  if (index < 0) return {};
  const arg = argv[index] as string;
  const raw = arg.startsWith('--rows=') ? arg.slice('--rows='.length) : argv[index + 1];
  const rows = Number(raw);
  if (!raw || !Number.isInteger(rows) || rows < 1) {
    throw new Error(`--rows needs a positive whole number of PNRs per TMC, got "${raw ?? ''}"`);
  }
  return { datasetRows: rows };
}
