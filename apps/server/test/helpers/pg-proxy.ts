import net from 'node:net';

interface Link {
  applicationName: string;
  client: net.Socket;
  server: net.Socket;
  frozen: boolean;
}

const PROTOCOL_3 = 196608;

/** `application_name` from a StartupMessage's body (after its length and protocol). */
function applicationNameOf(startup: Buffer): string {
  if (startup.readInt32BE(4) !== PROTOCOL_3) return '';
  const fields = startup.subarray(8).toString('utf8').split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === 'application_name') return fields[i + 1]!;
  }
  return '';
}

/**
 * A TCP proxy in front of PostgreSQL that does to chosen connections what a network can:
 * `freeze` stops every byte both ways without a FIN or a reset (a half-open connection, as when
 * a NAT or a firewall forgets it: neither end is told), and `refuse` drops new connections as
 * they open. Connections are told apart by the `application_name` of their startup packet.
 * The backend of a frozen connection lives on, as it would in production.
 */
export async function openPgProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const links = new Set<Link>();
  const refused = new Set<string>();

  const proxy = net.createServer((client) => {
    client.on('error', () => {});
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 8 || received.length < received.readInt32BE(0)) return;
      client.off('data', onData);
      const applicationName = applicationNameOf(received);
      if (refused.has(applicationName)) return client.destroy();
      const server = net.connect(Number(target.port || 5432), target.hostname);
      server.on('error', () => {});
      const link: Link = { applicationName, client, server, frozen: false };
      links.add(link);
      server.write(received);
      client.pipe(server);
      server.pipe(client);
      const close = () => {
        if (link.frozen) return;
        links.delete(link);
        client.destroy();
        server.destroy();
      };
      client.on('close', close);
      server.on('close', close);
    };
    client.on('data', onData);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((proxy.address() as net.AddressInfo).port);

  return {
    url: url.toString(),
    /** Silences every open connection named `applicationName`; returns how many. */
    freeze(applicationName: string) {
      let frozen = 0;
      for (const link of links) {
        if (link.applicationName !== applicationName || link.frozen) continue;
        link.frozen = true;
        link.client.unpipe(link.server);
        link.server.unpipe(link.client);
        link.client.pause();
        link.server.pause();
        frozen++;
      }
      return frozen;
    },
    refuse(applicationName: string) {
      refused.add(applicationName);
    },
    allow(applicationName: string) {
      refused.delete(applicationName);
    },
    async close() {
      for (const link of links) {
        link.client.destroy();
        link.server.destroy();
      }
      links.clear();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

export type PgProxy = Awaited<ReturnType<typeof openPgProxy>>;
