// What the package and framework-host test layers share: running a command, a free port, and a static
// server for built host apps.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

/** Runs a command; resolves to its output, rejects with it when the command fails. */
export function run(command, args, { cwd, env = {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${code}):\n${output}`)),
    );
  });
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * A static server on 127.0.0.1:`port` (0: any free port) for built host apps: /{name}/… from the
 * dist folder `dists[name]`, its index.html for a folder. Resolves to the server and its URL.
 */
export function serveDists(dists, port = 0) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://host').pathname);
    const [, name, ...rest] = path.split('/');
    const dist = dists[name];
    let file = dist && normalize(join(dist, rest.join('/') || 'index.html'));
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file || !file.startsWith(dist + sep) || !existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}
