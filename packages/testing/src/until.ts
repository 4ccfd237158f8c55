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
