// A port nothing listens on, for the local servers the audit and the tests start.
import { createServer } from 'node:net';

/** Asks the OS for a free port on 127.0.0.1 and releases it for the caller to bind. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
