// Runs a wrangler server (the CDN's `pages dev`) offline, in its own
// process group and a throwaway folder, and resolves once it answers: the tests, the audit and the
// preview scripts all start Cloudflare's runtime this way.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

// Wrangler would otherwise send metrics, check npm for a newer version (with its banner), fetch
// Cloudflare's cf.json for request.cf and write log files under ~/.config: all off, it runs offline.
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  WRANGLER_WRITE_LOGS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  DO_NOT_TRACK: '1',
};

// A cold start takes about 5 s on a 2-core machine; a busy one gets room, and a dead one an error.
const READY_WITHIN_MS = 60_000;

/** A running wrangler server; stop() ends its whole process group and removes its state. */
export interface WranglerServer {
  origin: string;
  stop: () => Promise<void>;
}

/** How to start one: wrangler's arguments (its state folder is added), where it answers, and whether to show its log. */
export interface WranglerOptions {
  args: string[];
  origin: string;
  /** The CA that signed its certificate, when it serves HTTPS. */
  ca?: string | undefined;
  showLog?: boolean | undefined;
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

/** Starts wrangler with `options.args` and resolves once anything answers at its origin. */
export async function startWrangler(options: WranglerOptions): Promise<WranglerServer> {
  const wrangler = resolve('node_modules/wrangler/bin/wrangler.js');
  // Wrangler keeps .wrangler/ in its working directory and its state where --persist-to says:
  // both go in a temporary folder, removed on stop, so nothing lands in the repository.
  const workDir = mkdtempSync(join(tmpdir(), 'salusion-wrangler-'));
  const args = [wrangler, ...options.args, '--persist-to', join(workDir, 'state'), '--show-interactive-dev-session=false'];
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

  const { origin } = options;
  const deadline = Date.now() + READY_WITHIN_MS;
  while (running() && Date.now() < deadline) {
    if (await answers(`${origin}/`, options.ca)) return { origin, stop };
    await delay(200);
  }
  await stop();
  throw new Error(`wrangler ${options.args[0]} did not answer on ${origin}:\n${log}`);
}

/** Stops `server` on Ctrl-C, for a script that serves until then. */
export function serveUntilInterrupted(server: WranglerServer, what: string): void {
  console.log(`\nServing ${what} on ${server.origin} (Ctrl-C stops it)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.stop());
}
