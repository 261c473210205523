/**
 * A fake model host on loopback, shaped like Hugging Face: `GET /<path>` answers a redirect to `/cdn/<path>`
 * carrying X-Linked-Etag (the file's sha256) and X-Linked-Size, and the CDN serves the bytes with Range
 * support. Per file it can drop the connection part-way, pause until released, ignore Range, announce a wrong
 * sha256, or answer an error status. Tests, the e2e spec and the benchmark use it.
 * It also answers the two Hugging Face API calls the hub search uses: `GET /api/models?search=` (repositories
 * whose id contains the words) and `GET /api/models/<repo>/tree/main` (files with size and LFS sha256).
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface HostedFile {
  bytes: Buffer;
  /** The sha256 sent as X-Linked-Etag; default the real one. `null` sends none. */
  linkedSha256?: string | null;
  /** The sha256 the hub API lists for the file (its LFS object id); default the real one. */
  listedSha256?: string;
  /** Drop the connection after this many bytes of the body, on the next `dropTimes` requests. */
  dropAfter?: number;
  dropTimes?: number;
  /** Send this many bytes, then wait for `release()` before sending the rest. */
  pauseAfter?: number;
  /** Serve directly, without the redirect hop. */
  noRedirect?: boolean;
  /** Answer 200 with the whole file even to a Range request. */
  ignoreRange?: boolean;
  /** Answer this status instead of the file. */
  status?: number;
  /** Bytes per write and the pause between writes (a slow link, so progress can be seen). */
  chunkBytes?: number;
  chunkDelayMs?: number;
}

export interface FakeModelHost {
  url: string;
  /** Serves `bytes` at `/<path>`; answers the full URL. */
  serve(path: string, file: HostedFile): string;
  /** Range headers of the CDN requests, per path ("" when none). */
  ranges(path: string): string[];
  /** Publishes a hub repository: its files are served at `<repo>/resolve/main/<file>` and listed by the API. */
  repo(repo: string, files: Record<string, HostedFile>, extra?: Record<string, number>): void;
  /** Lets paused transfers continue. */
  release(): void;
  /** Resolves once a transfer of this path has paused. */
  paused(path: string): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeModelHost(port = 0): Promise<FakeModelHost> {
  const files = new Map<string, HostedFile>();
  const repos = new Map<string, { files: Record<string, HostedFile>; extra: Record<string, number> }>();
  const rangeLog = new Map<string, string[]>();
  const pauseWaiters = new Map<string, () => void>();
  const pausedPromises = new Map<string, Promise<void>>();
  let releaseAll: () => void = () => {};
  let gate = new Promise<void>((resolve) => (releaseAll = resolve));
  const sockets = new Set<import("node:net").Socket>();

  const pausedFor = (path: string) => {
    let promise = pausedPromises.get(path);
    if (!promise) {
      promise = new Promise<void>((resolve) => pauseWaiters.set(path, resolve));
      pausedPromises.set(path, promise);
    }
    return promise;
  };

  async function send(res: ServerResponse, path: string, file: HostedFile, body: Buffer) {
    const chunk = file.chunkBytes ?? 64 * 1024;
    const delay = file.chunkDelayMs ?? 0;
    let sent = 0;
    let dropAt = Infinity;
    if (file.dropAfter !== undefined && (file.dropTimes ?? 1) > 0) {
      dropAt = file.dropAfter;
      file.dropTimes = (file.dropTimes ?? 1) - 1;
    }
    const pauseAt = file.pauseAfter ?? Infinity;
    let pausedOnce = false;
    while (sent < body.length) {
      if (res.destroyed) return;
      let end = Math.min(body.length, sent + chunk);
      if (!pausedOnce && pauseAt > sent && pauseAt < end) end = pauseAt;
      if (dropAt > sent && dropAt < end) end = dropAt;
      const piece = body.subarray(sent, end);
      sent = end;
      if (sent >= dropAt) {
        // Close only once the bytes left, with a FIN (not a reset, which can discard bytes still in flight):
        // the client keeps exactly what was sent and sees the connection drop.
        res.write(piece, () => res.socket?.end());
        return;
      }
      res.write(piece);
      if (!pausedOnce && sent >= pauseAt) {
        pausedOnce = true;
        void pausedFor(path);
        pauseWaiters.get(path)?.();
        await gate;
      }
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    }
    res.end();
  }

  function api(url: URL, res: ServerResponse): boolean {
    const send = (body: unknown) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/api/models") {
      const words = (url.searchParams.get("search") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const hits = [...repos.keys()].filter((id) => words.every((w) => id.toLowerCase().includes(w)));
      send(hits.map((id) => ({ _id: id, id, downloads: 1200, likes: 7, tags: ["gguf"] })));
      return true;
    }
    const tree = url.pathname.match(/^\/api\/models\/(.+)\/tree\/main$/);
    if (tree) {
      const repo = repos.get(decodeURIComponent(tree[1]));
      if (!repo) res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "Repository not found" }));
      else {
        const listed = Object.entries(repo.files).map(([path, f]) => ({
          type: "file",
          path,
          size: 135,
          lfs: { oid: f.listedSha256 ?? createHash("sha256").update(f.bytes).digest("hex"), size: f.bytes.length, pointerSize: 135 },
        }));
        const others = Object.entries(repo.extra).map(([path, size]) => ({ type: "file", path, size }));
        send([...others, ...listed]);
      }
      return true;
    }
    return false;
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith("/api/") && api(url, res)) return;
    const cdn = url.pathname.startsWith("/cdn/");
    const path = decodeURIComponent(url.pathname.replace(/^\/(cdn\/)?/, ""));
    const file = files.get(path);
    if (!file) {
      res.writeHead(404).end("not found");
      return;
    }
    if (file.status) {
      res.writeHead(file.status).end("refused");
      return;
    }
    const sha = file.linkedSha256 === undefined ? createHash("sha256").update(file.bytes).digest("hex") : file.linkedSha256;
    const linked: Record<string, string> = { "x-linked-size": String(file.bytes.length) };
    if (sha) linked["x-linked-etag"] = `"${sha}"`;
    if (!cdn && !file.noRedirect) {
      res.writeHead(302, { location: `/cdn/${path}`, ...linked }).end();
      return;
    }
    const extra = file.noRedirect ? linked : {};
    const range = req.headers.range ?? "";
    rangeLog.set(path, [...(rangeLog.get(path) ?? []), range]);
    const size = file.bytes.length;
    const match = range.match(/^bytes=(\d+)-$/);
    if (match && !file.ignoreRange) {
      const start = Number(match[1]);
      if (start >= size) {
        res.writeHead(416, { "content-range": `bytes */${size}`, ...extra }).end();
        return;
      }
      res.writeHead(206, { "content-length": String(size - start), "content-range": `bytes ${start}-${size - 1}/${size}`, "accept-ranges": "bytes", ...extra });
      void send(res, path, file, file.bytes.subarray(start));
      return;
    }
    res.writeHead(200, { "content-length": String(size), "accept-ranges": "bytes", "content-type": "application/octet-stream", ...extra });
    void send(res, path, file, file.bytes);
  }

  const server: Server = createServer(handle);
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    serve(path, file) {
      files.set(path, file);
      return `${base}/${path}`;
    },
    repo(repo, hosted, extra = {}) {
      repos.set(repo, { files: hosted, extra });
      for (const [file, hostedFile] of Object.entries(hosted)) files.set(`${repo}/resolve/main/${file}`, hostedFile);
    },
    ranges: (path) => rangeLog.get(path) ?? [],
    release() {
      releaseAll();
      gate = new Promise<void>((resolve) => (releaseAll = resolve));
    },
    paused: (path) => pausedFor(path),
    async close() {
      releaseAll();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
