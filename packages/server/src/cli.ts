#!/usr/bin/env node
import { quietRuntimeNotice } from './runtime-notice.js';

// Before anything imports oidc-provider (its Node 22 notice is noise on the Node 20 we run on), then
// the service itself, loaded after the notice is quieted.
quietRuntimeNotice();
try {
  const { serve } = await import('./serve.js');
  await serve(process.argv.slice(2));
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
