import net from "node:net";

/** A TCP proxy a test can cut and restore, to make a real database disappear and come back. */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      if (server) return resolve();
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        const address = server?.address();
        port = typeof address === "object" && address ? address.port : port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** Drops every connection and refuses new ones. */
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
    restore: listen,
    close: async function close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
