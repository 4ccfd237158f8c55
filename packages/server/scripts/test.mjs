// Layer 4: integration tests against a real server on 127.0.0.1.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
