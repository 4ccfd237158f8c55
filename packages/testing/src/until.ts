/**
 * Waits until `check` holds, polling every 10 ms; fails with `timed out waiting for {what}` after
 * `timeout` ms.
 *
 * @example await until(() => deepText(document.body).includes('Savings accepted'), 'the KPI');
 */
export async function until(check: () => unknown, what = 'condition', timeout = 4000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits until `find` returns something (an element, a value), polling every 10 ms, and returns it;
 * fails with `timed out waiting for {what}` after `timeout` ms.
 *
 * @example const svg = await untilFound(() => root.querySelector('svg'), 'the chart');
 */
export async function untilFound<T>(
  find: () => T | null | undefined | false,
  what: string,
  timeout = 8000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
