// `pnpm bench`: prints the speed figures of every package that has a `bench` script.
import { ensureInstalled, pnpm } from './pnpm.mjs';

ensureInstalled();
const built = pnpm(['-r', 'build']);
if (built !== 0) process.exit(built);
process.exit(pnpm(['-r', '--workspace-concurrency=1', '--if-present', 'bench']));
