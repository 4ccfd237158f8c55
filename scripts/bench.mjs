// `pnpm bench`: prints the speed figures of every package that has a `bench` script.
import { ensureInstalled, pnpm } from './pnpm.mjs';

ensureInstalled();
const built = pnpm(['-r', 'build']);
if (built !== 0) process.exit(built);
// --no-bail: a package over its target (exit 1) still lets the next packages print their figures.
process.exit(pnpm(['-r', '--workspace-concurrency=1', '--no-bail', '--if-present', 'bench']));
