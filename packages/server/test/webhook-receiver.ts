import { createServer, type IncomingHttpHeaders } from 'node:http';

/** One request a webhook receiver got: its path, headers and exact body. */
export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server on 127.0.0.1 that keeps what it is posted and fails as told. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  /** Answers the next `count` requests to `path` with 503 (every one with Infinity). */
  failFirst(path: string, count: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const failing = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const left = failing.get(path) ?? 0;
      if (left > 0) failing.set(path, left - 1);
      response.writeHead(left > 0 ? 503 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failFirst: (path, count) => failing.set(path, count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` resolves true, looking every 20 ms; fails naming `what` after `timeout` ms. */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  timeout = 15_000,
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
