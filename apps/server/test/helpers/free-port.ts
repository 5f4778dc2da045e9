import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A port the system has just handed out and taken back: free unless someone races for it. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
