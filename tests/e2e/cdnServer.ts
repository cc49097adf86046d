// The CDN runtime as a test fixture: dist/ served by Cloudflare's Pages runtime (wrangler pages dev),
// which applies _redirects, _headers (each page's policy as a header) and clean URLs as production
// does. One per worker, started when a test first asks for it.
import type { Fixtures } from '@playwright/test';
import { startCdn, type Server } from '../../scripts/lib/servers';

/** The worker fixture `cdn`, for test.extend. */
export const cdnFixture: Fixtures<object, { cdn: Server }> = {
  cdn: [
    async ({}, use) => {
      const cdn = await startCdn();
      await use(cdn);
      await cdn.stop();
    },
    // startCdn waits (bounded) until wrangler answers; a cold start on a busy 2-core machine can
    // pass the default 30 s worker-fixture budget.
    { scope: 'worker', timeout: 90_000 },
  ],
};
