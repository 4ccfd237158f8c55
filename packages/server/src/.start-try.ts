import { loadConfig } from './config.js';
import { startServer } from './start.js';
const t = Date.now();
const config = loadConfig({ DATA_DIR: process.argv[2], PORT: '0', LOG_REQUESTS: 'false' } as NodeJS.ProcessEnv);
const server = await startServer(config);
console.log('started in', Date.now() - t, 'ms', server.url);
await server.close();
