// Serves the built editor Worker (dist-editor/, from `npm run build:editor`) with `wrangler dev`,
// offline, as Cloudflare runs it: for its tests, and for `npm run preview:editor`
// (scripts/preview-editor.ts).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from './freePort.ts';
import { startWrangler, type WranglerServer } from './wrangler.ts';

/** The Worker's secrets (docs/editor.md, "Deploying the editor"): the GitHub App's client id and secret, and the key that seals the sign-in cookie. */
export const EDITOR_SECRETS = ['KEYSTATIC_GITHUB_CLIENT_ID', 'KEYSTATIC_GITHUB_CLIENT_SECRET', 'KEYSTATIC_SECRET'] as const;
export type EditorSecrets = Record<(typeof EDITOR_SECRETS)[number], string>;

/** The deployable config the editor build writes next to the Worker's code. */
const WORKER_CONFIG = resolve('dist-editor/server/wrangler.json');

/** Host the editor Worker listens on: GitHub's sign-in sends the editor back to it. */
const EDITOR_HOST = '127.0.0.1';

/** Starts the built editor Worker with `secrets` and resolves once it answers. */
export async function startEditorWorker(secrets: EditorSecrets, options: { port?: number; showLog?: boolean } = {}): Promise<WranglerServer> {
  if (!existsSync(WORKER_CONFIG)) throw new Error('dist-editor/ is missing: run `npm run build:editor` first.');
  const port = options.port ?? (await freePort());
  const args = ['dev', '--config', WORKER_CONFIG, '--local', '--ip', EDITOR_HOST, '--port', String(port)];
  args.push('--inspector-port', String(await freePort()));
  for (const name of EDITOR_SECRETS) args.push('--var', `${name}:${secrets[name]}`);
  return startWrangler({ args, origin: `http://${EDITOR_HOST}:${port}`, showLog: options.showLog });
}
