// `npm run preview:cdn`: serves the built dist/ as production does, through Cloudflare's Pages
// runtime, until Ctrl-C.
import { startCdn } from './lib/servers.ts';

const cdn = await startCdn({ port: Number(process.env['PORT'] ?? 8788), showLog: true });
console.log(`\nServing dist/ as Cloudflare Pages would on ${cdn.origin} (Ctrl-C stops it)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cdn.stop());
