import { DEMO_USERS } from './auth/demo-users.js';
import { startBanner } from './banner.js';
import { loadConfig } from './config.js';
import { rowsOption } from './dataset/rows-option.js';
import { startServer } from './start.js';

/** Starts the service on embedded defaults, prints the banner and shuts down gracefully on SIGINT/SIGTERM. */
export async function serve(argv: readonly string[]): Promise<void> {
  const config = loadConfig(undefined, rowsOption([...argv]));
  const server = await startServer(config);
  const users = config.oidcIssuer ? [] : Object.values(DEMO_USERS);
  console.log(
    startBanner({ publicUrl: config.publicUrl, serviceUrl: server.url, dataDir: config.dataDir, users }).join(
      '\n',
    ),
  );
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
