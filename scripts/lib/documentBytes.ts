// Each route's HTML as a server sends it: the whole response, byte for byte, read from a socket.
// The first round trip of a new connection carries the status line and headers, the chunk framing
// and the gzip body together, and Lighthouse counts all of them as the document's transfer size;
// a body that fits the window on its own can still need a second round trip once they are added.
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { HtmlWeight } from './budgets.ts';

/** What Chromium asks for; the server answers with the one encoding it has of these. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Splits one HTTP/1.1 response into its header block, its body as sent, and the body decoded. */
export function responseParts(response: Buffer): { headerBytes: number; body: Buffer; html: string } {
  const end = response.indexOf('\r\n\r\n');
  if (end < 0) throw new Error('The response has no end of headers.');
  const head = response.subarray(0, end).toString('latin1');
  const rest = response.subarray(end + 4);
  const body = /^transfer-encoding:\s*chunked/im.test(head) ? unchunk(rest) : rest;
  const gzip = /^content-encoding:\s*gzip/im.test(head);
  return { headerBytes: end + 4, body, html: (gzip ? gunzipSync(body) : body).toString('utf8') };
}

/** The body of a chunked response without its framing (each chunk's size line and line ends). */
function unchunk(framed: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = framed.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('A chunk has no size line.');
    const size = parseInt(framed.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('A chunk size is not hexadecimal.');
    if (size === 0) return Buffer.concat(chunks);
    chunks.push(framed.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** Whether `received` holds a whole response: its chunks up to the last, or its Content-Length. */
function isWhole(received: Buffer): boolean {
  const end = received.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const head = received.subarray(0, end).toString('latin1');
  const length = /^content-length:\s*(\d+)/im.exec(head);
  if (length) return received.length - end - 4 >= Number(length[1]);
  return received.length > end + 4 && received.subarray(-7).toString('latin1') === '\r\n0\r\n\r\n';
}

/**
 * The whole response to a GET of `origin + path`, as the server wrote it to the connection. The
 * connection is kept alive, as a browser's is, since the server's headers say so in words that
 * count too.
 */
function fetchRaw(origin: string, path: string): Promise<Buffer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: ${ACCEPT_ENCODING}\r\nConnection: keep-alive\r\n\r\n`);
    });
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      if (!isWhole(received)) return;
      socket.destroy();
      resolve(received);
    });
    socket.on('end', () => reject(new Error(`${path}: the connection closed before the whole response came.`)));
    socket.on('error', reject);
  });
}

/** Each route of `paths` as the server at `origin` sends it: its HTML, its body as sent, and the whole response. */
export async function htmlWeights(origin: string, paths: readonly string[]): Promise<HtmlWeight[]> {
  const weights: HtmlWeight[] = [];
  for (const path of paths) {
    const response = await fetchRaw(origin, path);
    const { body, html } = responseParts(response);
    weights.push({ path, rawBytes: Buffer.byteLength(html), gzipBytes: body.length, sentBytes: response.length });
  }
  return weights;
}
