// How every test layer and the bench start Debian's Chromium: headless, and without the
// background connections this machine's closed network would refuse at every start.

/** The browser binary (CHROMIUM_PATH overrides Debian's /usr/bin/chromium). */
const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch arguments: no sandbox (CI runs as root), no GPU, no QUIC, no first-run or background traffic. */
const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Launch options for playwright-core's `chromium.launch` and web-test-runner's `chromeLauncher`. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_EXECUTABLE, headless: true, args: [...CHROMIUM_ARGS] };
}
