import { chromiumLaunchOptions } from '@tripsight/testing/chromium';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadConfig, startServer, type RunningServer, type ServerConfig } from '@tripsight/server';
import { shadowText } from '@tripsight/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { signInAs } from './sign-in.js';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
/** Screenshots land here (git-ignored). */
const artifactsDir = join(repoRoot, 'artifacts', 'e2e');

export interface Stack {
  server: RunningServer;
  browser: Browser;
  url: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the real service (serving the built portal) on 127.0.0.1 and Debian's Chromium; `overrides` configure it. */
export async function startStack(overrides: Partial<ServerConfig> = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tripsight-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    {},
    { port, host: '127.0.0.1', publicUrl: url, dataDir, datasetRows: 3000, logRequests: false, ...overrides },
  );
  const server = await startServer(config);
  const browser = await chromium.launch(chromiumLaunchOptions());
  mkdirSync(artifactsDir, { recursive: true });
  return {
    server,
    browser,
    url,
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the stack before the tests of the block it is called in and closes it after them; the tests
 * read it through the returned function.
 */
export function sharedStack(): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => stack?.close());
  return () => {
    if (!stack) throw new Error('the stack has not started');
    return stack;
  };
}

/** Saves a full-page screenshot as artifacts/e2e/{name}.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(artifactsDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** The stack and the one page a test file drives. */
interface StackPage {
  stack: Stack;
  page: Page;
}

/**
 * Starts the stack and opens a 1440 x 900 page that adds every uncaught page error to `errors`;
 * with `user`, signs that demo user in on it first.
 */
async function openStackPage(errors: string[], user?: string): Promise<StackPage> {
  const stack = await startStack();
  const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  if (user) {
    await page.goto(stack.url);
    await signInAs(page, stack.url, user);
  }
  return { stack, page };
}

/** The stack, its page and the page's uncaught errors, for the tests of one block. */
export interface SharedStackPage {
  readonly stack: Stack;
  readonly page: Page;
  readonly errors: string[];
}

/**
 * Opens the stack and its page (see openStackPage) before the tests of the block it is called in and
 * closes the stack after them; the tests read both from the returned object.
 */
export function sharedStackPage(user?: string): SharedStackPage {
  const errors: string[] = [];
  let opened: StackPage | undefined;
  beforeAll(async () => {
    opened = await openStackPage(errors, user);
  });
  afterAll(async () => opened?.stack.close());
  const get = () => {
    if (!opened) throw new Error('the stack has not started');
    return opened;
  };
  return {
    errors,
    get stack() {
      return get().stack;
    },
    get page() {
      return get().page;
    },
  };
}

/** Waits (up to 45 s) until an element's text, through shadow roots, passes `check`; returns the text. */
export async function waitForText(
  page: Page,
  selector: string,
  check: (text: string) => boolean,
  what: string,
): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = await shadowText(page, selector);
        return check(text);
      },
      { timeout: 45000, message: what },
    )
    .toBe(true);
  return text;
}
