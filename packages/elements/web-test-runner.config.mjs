import { chromeLauncher } from '@web/test-runner';
import { chromiumLaunchOptions } from '@tripsight/testing/chromium';

export default {
  files: '.browser-tests/**/*.browser.test.js',
  nodeResolve: false,
  concurrency: 1,
  browserStartTimeout: 60000,
  testsFinishTimeout: 120000,
  browsers: [
    chromeLauncher({
      launchOptions: chromiumLaunchOptions(),
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
