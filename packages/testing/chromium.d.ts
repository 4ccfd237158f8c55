/** Launch options for playwright-core's `chromium.launch` and web-test-runner's `chromeLauncher`. */
export declare function chromiumLaunchOptions(): { executablePath: string; headless: true; args: string[] };
