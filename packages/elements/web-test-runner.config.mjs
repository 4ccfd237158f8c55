import { chromeLauncher } from '@web/test-runner';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default {
  files: '.browser-tests/**/*.browser.test.js',
  nodeResolve: false,
  concurrency: 1,
  browserStartTimeout: 60000,
  testsFinishTimeout: 120000,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
