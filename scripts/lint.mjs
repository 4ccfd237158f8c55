// `npm run lint`: the typecheck of every package, ESLint, the test that the layer rules fail on a
// planted violation (scripts/layers.test.mjs), the test that source cites only rules of docs/rules/
// that exist and no document outside the repository (scripts/rules-citations.test.mjs), unused files, exports and dependencies (knip, configured
// in knip.jsonc), and the format check; stops at the first failure.
import { ensureInstalled, pnpm } from './pnpm.mjs';

ensureInstalled();
for (const args of [
  ['-r', 'typecheck'],
  ['exec', 'eslint', '.'],
  ['exec', 'node', '--test', 'scripts/layers.test.mjs'],
  ['exec', 'node', '--test', 'scripts/rules-citations.test.mjs'],
  ['exec', 'knip', '--no-progress'],
  ['exec', 'prettier', '--check', '.'],
]) {
  const code = pnpm(args);
  if (code !== 0) process.exit(code);
}
