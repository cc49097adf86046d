import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlWeights, responseParts } from '../../scripts/lib/documentBytes';

const html = `<!doctype html><title>Pricing</title>${'<p>Fourteen dollars a participant a month.</p>'.repeat(40)}`;
const gzip = gzipSync(html);

describe('responseParts', () => {
  it('takes a chunked body out of its framing and decodes its gzip', () => {
    const head = 'HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n';
    const [a, b] = [gzip.subarray(0, 100), gzip.subarray(100)];
    const framed = Buffer.concat([Buffer.from(`${a.length.toString(16)}\r\n`), a, Buffer.from(`\r\n${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n0\r\n\r\n')]);
    const parts = responseParts(Buffer.concat([Buffer.from(head), framed]));
    expect(parts.headerBytes).toBe(head.length);
    expect(parts.body.equals(gzip)).toBe(true);
    expect(parts.html).toBe(html);
  });

  it('reads a body of a stated length as it is', () => {
    const head = `HTTP/1.1 200 OK\r\nContent-Length: ${html.length}\r\n\r\n`;
    expect(responseParts(Buffer.from(head + html))).toEqual({ headerBytes: head.length, body: Buffer.from(html), html });
  });
});

describe('htmlWeights', () => {
  let server: Server;
  const written: number[] = [];

  beforeAll(async () => {
    // Like Astro's preview server: gzip, chunked, a few headers, and the connection kept alive.
    server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', etag: 'W/"c88f-x"' });
      response.write(gzip.subarray(0, 500));
      response.end(gzip.subarray(500));
      response.on('finish', () => written.push(request.socket.bytesWritten));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts every byte the server wrote, headers and framing with the gzip body', async () => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const [weight] = await htmlWeights(origin, ['/pricing']);
    expect(weight).toMatchObject({ path: '/pricing', rawBytes: Buffer.byteLength(html), gzipBytes: gzip.length });
    await expect.poll(() => written.length).toBe(1);
    expect(weight!.sentBytes).toBe(written[0]);
    expect(weight!.sentBytes - weight!.gzipBytes).toBeGreaterThan(100);
  });
});
