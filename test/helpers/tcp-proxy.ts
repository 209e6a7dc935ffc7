// A TCP proxy on loopback between the bot and a server (the machine's Postgres), to simulate an
// outage without touching the server: cut() destroys every open connection and refuses new ones
// (they are accepted and closed at once, as a restarting server does); restore() lets them through
// again.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections accepted so far (through and refused). */
  accepted: number;
  cut(): void;
  restore(): void;
  readonly isCut: boolean;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let isCut = false;
  let accepted = 0;
  const server = net.createServer((client) => {
    accepted++;
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const done = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', done).on('close', done);
    upstream.on('error', done).on('close', done);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    get accepted() {
      return accepted;
    },
    cut() {
      isCut = true;
      for (const s of [...open]) s.destroy();
      open.clear();
    },
    restore() {
      isCut = false;
    },
    get isCut() {
      return isCut;
    },
    async close() {
      isCut = true;
      for (const s of [...open]) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
