import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a server, which a test can cut and restore: cut closes
 * every open connection (sockets included) and refuses new ones, as a server that went away;
 * restore listens on the same port again.
 */
export interface TcpProxy {
  /** `http://127.0.0.1:{port}` of the proxy. */
  baseUrl: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const open = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(Number(targetPort), hostname);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (typeof address === 'object' && address) port = address.port;
        server = next;
        resolve();
      });
    });

  const cut = async () => {
    const current = server;
    server = null;
    for (const socket of open) socket.destroy();
    open.clear();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    cut,
    restore: () => (server ? Promise.resolve() : listen()),
    close: cut,
  };
}
