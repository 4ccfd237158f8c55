// `npm start`: install, build, then run the data service with the portal, the SDK and the
// development sign-in on one port, on embedded defaults (DuckDB + PGlite in ./.data).
import { ensureInstalled, pnpm } from './pnpm.mjs';

ensureInstalled();
const built = pnpm(['-r', 'build']);
if (built !== 0) process.exit(built);
process.exit(pnpm(['--filter', '@tripsight/server', 'serve']));
