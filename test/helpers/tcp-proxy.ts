// A TCP proxy on loopback between the bot and a server (the machine's Postgres), to simulate an
// outage without touching the server: cut() destroys every open connection and refuses new ones
// (they are accepted and closed at once, as a restarting server does); stall() blackholes silently
// — open connections stay open but nothing more goes through them, ever (what a NAT or firewall
// that forgot them, or a frozen host, looks like: no FIN, no RST, no answer), and new connections
// are accepted and then get no answer; restore() lets new connections through again.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections accepted so far (through and refused). */
  accepted: number;
  cut(): void;
  /** Silence: nothing is forwarded, nothing is closed; connections open now stay dead for good. */
  stall(): void;
  restore(): void;
  readonly isCut: boolean;
  readonly isStalled: boolean;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let isCut = false;
  let isStalled = false;
  let accepted = 0;
  /** Swallows whatever comes, answers nothing (until close()). */
  const blackhole = (sock: net.Socket) => {
    // Its peer closing (the server ending the session) is not passed on either.
    for (const e of ['data', 'close', 'end', 'error']) sock.removeAllListeners(e);
    sock.on('data', () => undefined);
    sock.on('error', () => undefined);
    sock.resume();
    open.add(sock);
  };
  const server = net.createServer((client) => {
    accepted++;
    if (isCut) {
      client.destroy();
      return;
    }
    if (isStalled) {
      blackhole(client);
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const pair = { client, upstream };
    pairs.add(pair);
    const done = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
      pairs.delete(pair);
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
    stall() {
      isStalled = true;
      for (const { client, upstream } of [...pairs]) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        blackhole(client);
        blackhole(upstream);
      }
      pairs.clear();
    },
    restore() {
      isCut = false;
      isStalled = false;
    },
    get isCut() {
      return isCut;
    },
    get isStalled() {
      return isStalled;
    },
    async close() {
      isCut = true;
      for (const s of [...open]) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A free TCP port on the loopback (for a child's HTTP listener). */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/** A proxy in front of the PostgreSQL at `url`: the URL to reach it through the proxy. */
export async function proxyPostgres(url: string): Promise<{ proxy: TcpProxy; viaProxy: string }> {
  const direct = new URL(url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  return { proxy, viaProxy: viaProxy.toString() };
}
