/**
 * A TCP proxy in front of the server that counts the bytes the server sends:
 * what a visit really costs on the wire, service worker fetches included.
 */
import { createConnection, createServer, type Server } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Bytes sent by the server since the last reset. */
  bytes(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function countingProxy(targetPort: number): Promise<CountingProxy> {
  let sent = 0;
  const server: Server = createServer((client) => {
    const upstream = createConnection({ port: targetPort, host: '127.0.0.1' });
    upstream.on('data', (chunk: Buffer) => (sent += chunk.length));
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    bytes: () => sent,
    reset: () => (sent = 0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
