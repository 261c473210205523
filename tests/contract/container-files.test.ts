/**
 * The container files cannot be built here (no container daemon), so they are checked as text: a multi-stage
 * Dockerfile that runs as a non-root user, bakes in no secret, exposes the port the server listens on and probes
 * a health path the API really has; a compose file whose app settings are ones the server reads and
 * docs/operations.md documents. tests/e2e/container-start.spec.ts runs the image's start command itself.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENV_KEYS, loadConfig } from "@/server/config";
import { envOf, execForm, lastOf, readDockerfile, repoRoot } from "../helpers/dockerfile";
import { createTestApp, type TestApp } from "../helpers/test-app";

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(readFileSync(path.join(repoRoot, "compose.yaml"), "utf8")) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
const { args, stages } = readDockerfile();
const runtime = stages.at(-1)!;
const runtimeEnv = envOf(runtime);
const app = compose.services.app;
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|_API_KEY$|^SMTP_URL$|^DATABASE_URL$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("Dockerfile", () => {
  it("builds in stages: npm ci and the build in one, production dependencies only in what runs", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runs = (stage: (typeof stages)[number]) => stage.instructions.filter((i) => i.keyword === "RUN").map((i) => i.args).join("\n");
    const build = stages.find((s) => /npm run build/.test(runs(s)));
    expect(build, "a stage runs npm run build").toBeDefined();
    expect(runs(build!)).toMatch(/npm ci\b/);
    expect(runs(runtime)).not.toMatch(/npm (ci|install)\b(?!.*--omit=dev)/);
    // The runtime's node_modules come from a stage that installed with --omit=dev.
    const copies = runtime.instructions.filter((i) => i.keyword === "COPY" && /node_modules/.test(i.args));
    expect(copies).toHaveLength(1);
    const from = /--from=(\S+)/.exec(copies[0].args)?.[1];
    expect(runs(stages.find((s) => s.name === from)!)).toMatch(/npm ci --omit=dev/);
  });

  it("runs as a user other than root", () => {
    const user = lastOf(runtime, "USER")?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    // Nothing after USER switches back.
    const afterUser = runtime.instructions.slice(runtime.instructions.findIndex((i) => i.keyword === "USER"));
    expect(afterUser.filter((i) => i.keyword === "USER")).toHaveLength(1);
  });

  it("bakes in no secret: no secret-looking ENV or ARG, and the server refuses to start without them", () => {
    const names = [...args, ...stages.flatMap((s) => s.instructions)].filter((i) => i.keyword === "ARG" || i.keyword === "ENV").flatMap((i) => i.args.match(/[A-Z_][A-Z0-9_]*(?==)|^[A-Z_][A-Z0-9_]*$/g) ?? []);
    expect(names.filter((n) => SECRET_NAME.test(n))).toEqual([]);
    // NODE_ENV=production makes AUTH_JWT_SECRET and SECRETS_KEY required (config.ts), so none is generated silently.
    expect(runtimeEnv.NODE_ENV).toBe("production");
    expect(() => loadConfig(runtimeEnv)).toThrow(/AUTH_JWT_SECRET: required when NODE_ENV=production[\s\S]*SECRETS_KEY: required/);
  });

  it("sets only settings the server reads, exposes its port and keeps DATA_DIR in a volume", () => {
    expect(Object.keys(runtimeEnv).filter((k) => !(ENV_KEYS as string[]).includes(k))).toEqual([]);
    const config = loadConfig({ ...runtimeEnv, AUTH_JWT_SECRET: "x".repeat(40), SECRETS_KEY: "y".repeat(40) });
    expect(lastOf(runtime, "EXPOSE")?.args).toBe(String(config.port));
    expect(config.host).toBe("0.0.0.0");
    expect(execForm(lastOf(runtime, "VOLUME")!.args)).toEqual([runtimeEnv.DATA_DIR]);
    expect(execForm(lastOf(runtime, "CMD")!.args)).toEqual(["node", "dist/server/index.js"]);
  });

  it("checks health on a path the API document has, answered whatever the Host", async () => {
    const check = lastOf(runtime, "HEALTHCHECK")!.args;
    const probe = /\/api\/[a-z/-]+/.exec(check)?.[0];
    expect(probe).toBeDefined();
    const document = (await (await t.request("/api/openapi.json")).json()) as { paths: Record<string, { get?: unknown }> };
    expect(document.paths[probe!]?.get, `${probe} in /api/openapi.json`).toBeDefined();
    // The container probes 127.0.0.1, which is not PUBLIC_URL's host: health must answer it anyway.
    const res = await t.request(`http://127.0.0.1:3000${probe}`);
    expect(res.status).toBe(200);
  });

  it(".dockerignore keeps local data, secrets and installed modules out of the build context", () => {
    const ignored = readFileSync(path.join(repoRoot, ".dockerignore"), "utf8").split("\n").map((l) => l.trim());
    for (const entry of [".env", "node_modules", "data", ".git", "dist"]) expect(ignored).toContain(entry);
  });
});

describe("compose.yaml", () => {
  it("runs the app with PostgreSQL and an S3 server, started in order", () => {
    expect(app.build).toBeDefined();
    expect(compose.services.db.image).toMatch(/^postgres:/);
    expect(compose.services.s3.image).toMatch(/minio/);
    expect(app.depends_on?.db.condition).toBe("service_healthy");
    const env = app.environment!;
    expect(new URL(env.DATABASE_URL.replace(/\$\{[^}]*\}/g, "x")).host).toBe("db:5432");
    expect(new URL(env.S3_ENDPOINT).hostname).toBe("s3");
    expect(env.STORAGE_DRIVER).toBe("s3");
  });

  it("gives the app only settings the server reads and docs/operations.md documents", () => {
    const keys = Object.keys(app.environment!);
    expect(keys.filter((k) => !(ENV_KEYS as string[]).includes(k))).toEqual([]);
    const docs = readFileSync(path.join(repoRoot, "docs/operations.md"), "utf8");
    expect(keys.filter((k) => !docs.includes(`\`${k}`))).toEqual([]);
  });

  it("takes every secret from the environment (.env), never a value written in the file", () => {
    const literal = Object.entries(compose.services).flatMap(([service, s]) =>
      Object.entries(s.environment ?? {})
        .filter(([k]) => SECRET_NAME.test(k) || /PASSWORD/.test(k))
        .filter(([, v]) => {
          // Every ${VAR...} is either required (:?) or defaults to empty; the rest of the value holds no secret.
          const substitutions = String(v).match(/\$\{[^}]*\}/g) ?? [];
          const ok = substitutions.every((s) => /^\$\{[A-Z0-9_]+(:\?[^}]*|:-)\}$/.test(s) || /^\$\{POSTGRES_(USER|DB):-[a-z]+\}$/.test(s));
          return !substitutions.length || !ok;
        })
        .map(([k, v]) => `${service}.${k}=${v}`),
    );
    expect(literal).toEqual([]);
  });

  it("publishes the port the image exposes and mounts a volume at its DATA_DIR", () => {
    const exposed = lastOf(runtime, "EXPOSE")!.args;
    expect(app.ports!.map((p) => p.split(":").at(-1))).toEqual([exposed]);
    expect(app.environment!.PORT).toBe(exposed);
    expect(app.environment!.DATA_DIR).toBe(runtimeEnv.DATA_DIR);
    expect(app.volumes!.map((v) => v.split(":")[1])).toContain(runtimeEnv.DATA_DIR);
    for (const volume of app.volumes!.map((v) => v.split(":")[0])) expect(compose.volumes).toHaveProperty(volume);
  });
});
