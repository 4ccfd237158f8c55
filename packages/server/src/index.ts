export { buildApp } from './app.js';
export { loadConfig } from './config.js';
export { HttpError, badRequest } from './errors.js';
export { startServer } from './start.js';
export type { AppContext } from './app-context.js';
export type { Principal } from './security/principal.js';
export type { RunningServer } from './start.js';
export type { ServerConfig } from './config.js';
export { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL } from './web/compression.js';
