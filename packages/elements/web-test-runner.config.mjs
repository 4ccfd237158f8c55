import { chromeLauncher } from '@web/test-runner';
import { chromiumLaunchOptions } from '@tripsight/testing/chromium';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';

export default {
  files: '.browser-tests/**/*.browser.test.js',
  nodeResolve: false,
  concurrency: 1,
  // What Chromium's accessibility tree says (chart announcements); sendKeys is built in.
  plugins: [a11ySnapshotPlugin()],
  browserStartTimeout: 60000,
  testsFinishTimeout: 120000,
  browsers: [
    chromeLauncher({
      launchOptions: chromiumLaunchOptions(),
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
