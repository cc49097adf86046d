// `npm run preview:cdn`: serves the built dist/ as production does, through Cloudflare's Pages
// runtime, until Ctrl-C.
import { startCdn } from './lib/servers.ts';
import { serveUntilInterrupted } from './lib/wrangler.ts';

serveUntilInterrupted(await startCdn({ port: Number(process.env['PORT'] ?? 8788), showLog: true }), 'dist/ as Cloudflare Pages would');
