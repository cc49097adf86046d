// Starts a dev server on a free port: `npm run edit` (the dev server with the browser editor) for the
// editor tests and the editors' guide screenshots, or `npm run dev` for the test of its rebuilds;
// and stops it again with everything it started.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { freePort } from './freePort.ts';

/** What the dev server logs for each save the editor makes in local mode (the files it writes). */
export const SAVED = /\[200\] POST \/api\/keystatic\/update/;

/** A running dev server: its origin, what it has logged so far, and how to stop it. */
export interface EditorServer {
  origin: string;
  /** Resolves once the dev server has logged `times` lines (one by default) matching `pattern`. */
  logs(pattern: RegExp, times?: number): Promise<void>;
  /** How many lines the dev server has logged so far that match `pattern`. */
  count(pattern: RegExp): number;
  /** Stops the server and waits until it has exited, so it writes nothing more. */
  stop(): Promise<void>;
}

/** Starts the editor in `cwd` with `env` and resolves once /keystatic answers 200. */
export function startEditor(cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<EditorServer> {
  return startDevServer(cwd, env, 'edit', '/keystatic');
}

/** Starts `npm run <script>` (a dev server) in `cwd` with `env` and resolves once `ready` answers 200. */
export async function startDevServer(cwd: string, env: NodeJS.ProcessEnv, script: 'edit' | 'dev', ready: string): Promise<EditorServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Its own process group, so stopping it also stops the astro process npm starts.
  const child = spawn('npm', ['run', script, '--', '--port', String(port), '--host', '127.0.0.1'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiting: (() => void)[] = [];
  // Astro colours its log when CI is set, even into a pipe; patterns match the plain text.
  const collect = (chunk: Buffer) => {
    output += stripVTControlCharacters(String(chunk));
    for (const check of [...waiting]) check();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  const count = (pattern: RegExp) => output.split('\n').filter((line) => pattern.test(line)).length;
  const logs = (pattern: RegExp, times = 1) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (count(pattern) < times) return;
        waiting.splice(waiting.indexOf(check), 1);
        resolve();
      };
      waiting.push(check);
      check();
    });
  // The editor's promise: /keystatic answers within a minute, even on a cold first start.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await fetch(`${origin}${ready}`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status, () => 0);
    if (status === 200) return { origin, logs, count, stop };
    await new Promise((resolve) => setTimeout(resolve, 250)); // polling the port until it listens
  }
  await stop();
  throw new Error(`npm run ${script} did not serve ${ready} within a minute:\n${output}`);
}
