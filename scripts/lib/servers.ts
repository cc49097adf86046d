// The one place that serves the built dist/ for a command or a test, on a free port: Astro's own
// preview server (the audit, the benchmarks, the screenshots), or Cloudflare's Pages runtime
// (`wrangler pages dev`), so the CDN tests, the Observatory scan and `npm run preview:cdn` see what
// the CDN serves: _redirects, _headers, clean URLs, the 404 page.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { preview } from 'astro';
import { freePort } from './freePort.ts';

/** The Workers behaviour wrangler emulates; fixed so a wrangler upgrade cannot change it unseen. */
const COMPATIBILITY_DATE = '2026-10-23';

/** Host the CDN listens on; the throwaway certificate of the Observatory scan names it too. */
export const CDN_HOST = '127.0.0.1';

// Wrangler would otherwise send metrics, check npm for a newer version (with its banner), fetch
// Cloudflare's cf.json for request.cf and write log files under ~/.config: all off, it runs offline.
const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  WRANGLER_WRITE_LOGS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  DO_NOT_TRACK: '1',
};

// A cold start takes about 5 s on a 2-core machine; a busy one gets room, and a dead one an error.
const READY_WITHIN_MS = 60_000;

/** How to serve: a fixed port (else a free one), HTTPS with a key and certificate, wrangler's log shown. */
export interface CdnOptions {
  port?: number;
  tls?: { keyPath: string; certPath: string; ca: string };
  showLog?: boolean;
}

/** A running server; stop() ends it and everything it started. */
export interface Server {
  origin: string;
  stop: () => Promise<void>;
}

function requireBuild(dist: string) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first.');
}

/** Serves dist/ with Astro's preview server, in this process, on a free port. */
export async function startPreview(): Promise<Server> {
  requireBuild(resolve('dist'));
  const server = await preview({ root: process.cwd(), logLevel: 'error', server: { host: 'localhost', port: 0 } });
  return { origin: `http://localhost:${server.port}`, stop: () => server.stop() };
}

/** True once anything answers HTTP at url, trusting ca for HTTPS. */
function answers(url: string, ca?: string): Promise<boolean> {
  return new Promise((done) => {
    const request = (url.startsWith('https:') ? httpsGet : httpGet)(url, { ca, timeout: 2_000 }, (response) => {
      response.resume();
      done(true);
    });
    request.on('error', () => done(false));
    request.on('timeout', () => request.destroy());
  });
}

/** Starts `wrangler pages dev` on dist/ in its own process group and resolves once it answers. */
export async function startCdn(options: CdnOptions = {}): Promise<Server> {
  const dist = resolve('dist');
  requireBuild(dist);
  const wrangler = resolve('node_modules/wrangler/bin/wrangler.js');
  const port = options.port ?? (await freePort());
  // Wrangler keeps .wrangler/ in its working directory and its state where --persist-to says:
  // both go in a temporary folder, removed on stop, so nothing lands in the repository.
  const workDir = mkdtempSync(join(tmpdir(), 'salusion-cdn-'));
  const args = [wrangler, 'pages', 'dev', dist, '--ip', CDN_HOST, '--port', String(port)];
  args.push('--inspector-port', String(await freePort()), '--compatibility-date', COMPATIBILITY_DATE);
  args.push('--persist-to', join(workDir, 'state'), '--show-interactive-dev-session=false');
  if (options.tls) {
    args.push('--local-protocol', 'https', '--https-key-path', options.tls.keyPath, '--https-cert-path', options.tls.certPath);
  }
  const child = spawn(process.execPath, args, {
    cwd: workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...OFFLINE_ENV },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    if (options.showLog) process.stdout.write(chunk);
    log = (log + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const running = () => child.exitCode === null && child.signalCode === null;
  // The group outlives this process unless killed, so a crash or an early exit here ends it too.
  const killGroup = () => {
    if (running()) process.kill(-child.pid!, 'SIGTERM');
  };
  process.once('exit', killGroup);
  const stop = async () => {
    process.off('exit', killGroup);
    killGroup();
    await exited;
    rmSync(workDir, { recursive: true, force: true });
  };

  const origin = `${options.tls ? 'https' : 'http'}://${CDN_HOST}:${port}`;
  const deadline = Date.now() + READY_WITHIN_MS;
  while (running() && Date.now() < deadline) {
    if (await answers(`${origin}/`, options.tls?.ca)) return { origin, stop };
    await delay(200);
  }
  await stop();
  throw new Error(`wrangler pages dev did not answer on ${origin}:\n${log}`);
}
