// Serves the built editor Worker (dist-editor/, from `npm run build:editor`) as Cloudflare runs it,
// with wrangler's local runtime in this process: for its tests, which stand in for GitHub's side
// of the sign-in (`github`, every request the Worker sends out), for `npm run shots:editor`, and for
// `npm run preview:editor` (scripts/preview-editor.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { unstable_startWorker } from 'wrangler';
import { freePort } from './freePort.ts';
import { OFFLINE_ENV, type WranglerServer } from './wrangler.ts';

/** The Worker's secrets (docs/editor.md, "Deploying the editor"): the GitHub App's client id and secret, and the key that seals the sign-in cookie. */
export const EDITOR_SECRETS = ['KEYSTATIC_GITHUB_CLIENT_ID', 'KEYSTATIC_GITHUB_CLIENT_SECRET', 'KEYSTATIC_SECRET'] as const;
export type EditorSecrets = Record<(typeof EDITOR_SECRETS)[number], string>;

/** The deployable config the editor build writes next to the Worker's code. */
const WORKER_CONFIG = resolve('dist-editor/server/wrangler.json');

/** Host the editor Worker listens on: GitHub's sign-in sends the editor back to it. */
const EDITOR_HOST = '127.0.0.1';

/** What answers the requests the Worker sends out (to GitHub), in place of the internet. */
export type Outbound = (request: Request) => Response | Promise<Response>;

/** Starts the built editor Worker with `secrets` and resolves once it answers. */
export async function startEditorWorker(secrets: EditorSecrets, options: { port?: number; showLog?: boolean; github?: Outbound } = {}): Promise<WranglerServer> {
  if (!existsSync(WORKER_CONFIG)) throw new Error('dist-editor/ is missing: run `npm run build:editor` first.');
  Object.assign(process.env, OFFLINE_ENV, options.showLog ? {} : { WRANGLER_LOG: 'none' });
  // Its state goes in a temporary folder, removed on stop, so nothing lands in the repository.
  const state = mkdtempSync(join(tmpdir(), 'salusion-editor-worker-'));
  const worker = await unstable_startWorker({
    config: WORKER_CONFIG,
    bindings: Object.fromEntries(EDITOR_SECRETS.map((name) => [name, { type: 'secret_text', value: secrets[name] }])),
    dev: {
      server: { hostname: EDITOR_HOST, port: options.port ?? (await freePort()) },
      inspector: false,
      persist: state,
      ...(options.github ? { outboundService: options.github } : {}),
    },
  });
  const { origin } = await worker.url;
  return {
    origin,
    stop: async () => {
      await worker.dispose();
      rmSync(state, { recursive: true, force: true });
    },
  };
}
