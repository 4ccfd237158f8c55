import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';

export interface RunningServer {
  app: FastifyInstance;
  /** http://host:port the service listens on. */
  url: string;
  close(): Promise<void>;
}

/** Builds and starts the service; with `port: 0` it takes a free port and reports it in `url`. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, url: `http://${config.host}:${port}`, close: () => app.close() };
}
