// `npm run preview:editor`: serves the built editor Worker until Ctrl-C, with the GitHub App's
// values taken from the environment.
import { EDITOR_SECRETS, startEditorWorker, type EditorSecrets } from './lib/editorWorker.ts';
import { serveUntilInterrupted } from './lib/wrangler.ts';

const missing = EDITOR_SECRETS.filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`Set ${missing.join(', ')} (README, "Deploying the editor"), then run this again.`);
  process.exit(1);
}
const secrets = Object.fromEntries(EDITOR_SECRETS.map((name) => [name, process.env[name]!])) as EditorSecrets;
const worker = await startEditorWorker(secrets, { port: Number(process.env['PORT'] ?? 8787), showLog: true });
serveUntilInterrupted(worker, 'the editor Worker');
