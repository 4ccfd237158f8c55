#!/usr/bin/env node
import { loadConfig } from './config.js';
import { rowsOption } from './dataset/rows-option.js';
import { startServer } from './start.js';
import { DEMO_USERS } from './auth/demo-users.js';

/** Starts the service on embedded defaults and shuts it down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig(undefined, rowsOption(process.argv.slice(2)));
  const server = await startServer(config);
  console.log(`\nTripsight is running at ${config.publicUrl}`);
  console.log(`  portal          ${config.publicUrl}/`);
  console.log(`  plain-HTML host ${config.publicUrl}/examples/plain-html/`);
  console.log(`  data service    ${server.url}/api  (data in ${config.dataDir})`);
  if (!config.oidcIssuer) {
    console.log('\nDemo users (choose one on the sign-in page, no password):');
    for (const user of Object.values(DEMO_USERS)) {
      console.log(`  ${user.claims.name.padEnd(12)} ${user.tmcName.padEnd(26)} ${user.notes}`);
    }
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down…`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
