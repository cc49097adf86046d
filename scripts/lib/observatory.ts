// Scores the site's response headers with the MDN HTTP Observatory, as `npm run audit` requires
// The Observatory grades HTTPS only when the certificate verifies, so dist/ is served
// by the CDN runtime over HTTPS with a throwaway certificate that only the scanner process trusts.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CDN_HOST, startCdn } from './servers.ts';
import type { ObservatoryScan } from './observatoryGrade.ts';

const run = promisify(execFile);

/** A self-signed certificate for CDN_HOST, valid for a day, written into dir. */
async function throwawayCertificate(dir: string) {
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  await run('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyPath, '-out', certPath, '-days', '1', '-subj', `/CN=${CDN_HOST}`,
    '-addext', `subjectAltName=IP:${CDN_HOST}`,
  ]);
  return { keyPath, certPath };
}

/**
 * The Observatory's postinstall would download Chromium's HSTS preload list into this file; its
 * install scripts are denied (they reach the network), and a local host is on no preload list,
 * so an empty list is the true answer.
 */
function ensurePreloadList(): void {
  const file = fileURLToPath(new URL('../conf/hsts-preload.json', import.meta.resolve('@mdn/mdn-http-observatory')));
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

/** Serves dist/ over HTTPS, scans it with the Observatory's own CLI and returns the result. */
export async function observatoryScan(): Promise<ObservatoryScan> {
  ensurePreloadList();
  const dir = mkdtempSync(join(tmpdir(), 'salusion-observatory-'));
  try {
    const { keyPath, certPath } = await throwawayCertificate(dir);
    const cdn = await startCdn({ tls: { keyPath, certPath, ca: readFileSync(certPath, 'utf8') } });
    try {
      const cli = fileURLToPath(new URL('scan.js', import.meta.resolve('@mdn/mdn-http-observatory')));
      // The CLI takes a host, not a URL; host:port makes its HTTPS request go to the CDN's port.
      // Plain HTTP on that port meets TLS and fails, which the Observatory scores as a host
      // without HTTP ("redirection-not-needed-no-http"); see docs/testing.md on the redirection test.
      // On failure the CLI still prints JSON with an error, and exits 1; its stderr only carries
      // jsdom's complaints about modern CSS, which do not affect any header test.
      const { stdout } = await run(process.execPath, [cli, new URL(cdn.origin).host], {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: certPath },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const output = JSON.parse(stdout || '{}') as { error?: string; scan?: ObservatoryScan; tests?: ObservatoryScan['tests'] };
      if (!output.scan || !output.tests) throw new Error(`The Observatory scan failed: ${output.error ?? 'no output'}`);
      return { grade: output.scan.grade, score: output.scan.score, tests: output.tests };
    } finally {
      await cdn.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
