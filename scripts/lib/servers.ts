// The one place that serves the built dist/ for a command or a test, on a free port: Astro's own
// preview server (the audit, the benchmarks, the screenshots), or Cloudflare's Pages runtime
// (`wrangler pages dev`, started by wrangler.ts), so the CDN tests, the Observatory scan and
// `npm run preview:cdn` see what the CDN serves: _redirects, _headers, clean URLs, the 404 page.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { preview } from 'astro';
import { freePort } from './freePort.ts';
import { startWrangler, type WranglerServer } from './wrangler.ts';

/** The Workers behaviour wrangler emulates; fixed so a wrangler upgrade cannot change it unseen. */
const COMPATIBILITY_DATE = '2026-10-23';

/** Host the CDN listens on; the throwaway certificate of the Observatory scan names it too. */
export const CDN_HOST = '127.0.0.1';

/** How to serve: a fixed port (else a free one), HTTPS with a key and certificate, wrangler's log shown. */
export interface CdnOptions {
  port?: number;
  tls?: { keyPath: string; certPath: string; ca: string };
  showLog?: boolean;
}

/** A running server; stop() ends it and everything it started. */
export type Server = WranglerServer;

function requireBuild(dist: string) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first.');
}

/** Serves the dist/ of the project at `root` (this one by default) with Astro's preview server, in this process, on a free port. */
export async function startPreview(root = process.cwd()): Promise<Server> {
  requireBuild(resolve(root, 'dist'));
  const server = await preview({ root, logLevel: 'error', server: { host: 'localhost', port: 0 } });
  return { origin: `http://localhost:${server.port}`, stop: () => server.stop() };
}

/** Starts `wrangler pages dev` on dist/ in its own process group and resolves once it answers. */
export async function startCdn(options: CdnOptions = {}): Promise<Server> {
  const dist = resolve('dist');
  requireBuild(dist);
  const port = options.port ?? (await freePort());
  const args = ['pages', 'dev', dist, '--ip', CDN_HOST, '--port', String(port)];
  args.push('--inspector-port', String(await freePort()), '--compatibility-date', COMPATIBILITY_DATE);
  if (options.tls) {
    args.push('--local-protocol', 'https', '--https-key-path', options.tls.keyPath, '--https-cert-path', options.tls.certPath);
  }
  const origin = `${options.tls ? 'https' : 'http'}://${CDN_HOST}:${port}`;
  return startWrangler({ args, origin, ca: options.tls?.ca, showLog: options.showLog });
}
