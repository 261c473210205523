import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  url: string;
}

/** The real server (src/server/index.ts through tsx) on 127.0.0.1:`port`, with `env` over the test's environment. */
export function spawnServer(port: number, env: Record<string, string>): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, LOG_LEVEL: "silent", OLLAMA_DETECT_URL: "off", ...env },
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, url };
}
