// `npm run lint`: the typecheck of every package, ESLint and the format check; stops at the first failure.
import { ensureInstalled, pnpm } from './pnpm.mjs';

ensureInstalled();
for (const args of [
  ['-r', 'typecheck'],
  ['exec', 'eslint', '.'],
  ['exec', 'prettier', '--check', '.'],
]) {
  const code = pnpm(args);
  if (code !== 0) process.exit(code);
}
