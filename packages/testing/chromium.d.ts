/** The browser binary (CHROMIUM_PATH overrides Debian's /usr/bin/chromium). */
export declare const CHROMIUM_EXECUTABLE: string;
/** Launch arguments shared by every test layer and the bench. */
export declare const CHROMIUM_ARGS: readonly string[];
/** Launch options for playwright-core's `chromium.launch` and web-test-runner's `chromeLauncher`. */
export declare function chromiumLaunchOptions(): { executablePath: string; headless: true; args: string[] };
