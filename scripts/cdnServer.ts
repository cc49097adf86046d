// Serves dist/ through Cloudflare's Pages runtime (`wrangler pages dev`), so the tests, the audit
// and `npm run preview:cdn` see what the CDN serves: _redirects, _headers, clean URLs, the 404 page.
// Run directly (`node scripts/cdnServer.ts`) it serves until Ctrl-C.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './freePort.ts';
import { serveUntilInterrupted, startWrangler, type WranglerServer } from './wrangler.ts';

/** The Workers behaviour wrangler emulates; fixed so a wrangler upgrade cannot change it unseen. */
export const COMPATIBILITY_DATE = '2026-10-23';

/** Host the CDN listens on; the throwaway certificate of the Observatory scan names it too. */
export const CDN_HOST = '127.0.0.1';

/** How to serve: a fixed port (else a free one), HTTPS with a key and certificate, wrangler's log shown. */
export interface CdnOptions {
  port?: number;
  tls?: { keyPath: string; certPath: string; ca: string };
  showLog?: boolean;
}

/** A running CDN; stop() ends its whole process group and removes its state. */
export type Cdn = WranglerServer;

/** Starts `wrangler pages dev` on dist/ in its own process group and resolves once it answers. */
export async function startCdn(options: CdnOptions = {}): Promise<Cdn> {
  const dist = resolve('dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first.');
  const port = options.port ?? (await freePort());
  const args = ['pages', 'dev', dist, '--ip', CDN_HOST, '--port', String(port)];
  args.push('--inspector-port', String(await freePort()), '--compatibility-date', COMPATIBILITY_DATE);
  if (options.tls) {
    args.push('--local-protocol', 'https', '--https-key-path', options.tls.keyPath, '--https-cert-path', options.tls.certPath);
  }
  const origin = `${options.tls ? 'https' : 'http'}://${CDN_HOST}:${port}`;
  return startWrangler({ args, origin, ca: options.tls?.ca, showLog: options.showLog });
}

if (import.meta.main) {
  const cdn = await startCdn({ port: Number(process.env['PORT'] ?? 8788), showLog: true });
  serveUntilInterrupted(cdn, 'dist/ as Cloudflare Pages would');
}
