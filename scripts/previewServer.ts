// Serves the built site with `astro preview` on a free port, for the audit and the benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './freePort.ts';

/** Starts the preview server and resolves once it answers; call stop() when done. */
export async function startPreview(): Promise<{ origin: string; stop: () => void }> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first.');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'preview', '--host', 'localhost', '--port', String(port)], {
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop: () => child.kill() };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill();
  throw new Error(`astro preview did not answer on ${origin}`);
}
