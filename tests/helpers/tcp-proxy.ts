import net from "node:net";

/** A loopback TCP proxy that can drop every connection and refuse new ones, to simulate a database restart. */
export class TcpProxy {
  private server = net.createServer((client) => this.onConnection(client));
  private sockets = new Set<net.Socket>();
  private down = false;
  port = 0;

  constructor(private target: { host: string; port: number }) {}

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this.port;
  }

  private onConnection(client: net.Socket) {
    if (this.down) return client.destroy();
    const upstream = net.connect(this.target.port, this.target.host);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on("close", () => this.sockets.delete(s));
      s.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  }

  /** The database "goes down": live connections are cut and new ones refused. */
  cut() {
    this.down = true;
    for (const s of this.sockets) s.destroy();
  }

  restore() {
    this.down = false;
  }

  async close() {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
