import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const tmp = () => mkdtempSync(path.join(tmpdir(), "cs-config-"));

describe("loadConfig", () => {
  it("serves a single machine on defaults and generates the JWT secret once", () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a).toMatchObject({ port: 3000, host: "127.0.0.1", publicUrl: "http://localhost:3000", storage: { driver: "local" } });
    expect(a.databaseUrl).toBeUndefined();
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(readFileSync(path.join(dir, "jwt-secret"), "utf8").trim()).toBe(a.jwtSecret);
    expect(b.secretsKey).toBe(a.secretsKey);
    expect(a.secretsKey).not.toBe(a.jwtSecret);
    expect(readFileSync(path.join(dir, "secrets-key"), "utf8").trim()).toBe(a.secretsKey);
  });

  it("fails fast naming every bad key", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: "not-a-port", DATABASE_URL: "nope", STORAGE_DRIVER: "ftp" })).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: tmp(), PORT: "not-a-port", DATABASE_URL: "nope", STORAGE_DRIVER: "ftp" });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("STORAGE_DRIVER");
    }
  });

  it("requires a JWT secret in production and a bucket for S3", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: "production" })).toThrow(/AUTH_JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: "production" })).toThrow(/SECRETS_KEY/);
    expect(() => loadConfig({ DATA_DIR: tmp(), STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET/);
  });

  it("reads lists and switches", () => {
    const c = loadConfig({ DATA_DIR: tmp(), ADMIN_EMAILS: " A@x.io, b@y.io ,", CORS_ORIGINS: "https://a.io", PUBLIC_URL: "https://studio.io/" });
    expect(c.adminEmails).toEqual(["a@x.io", "b@y.io"]);
    expect(c.corsOrigins).toEqual(["https://a.io"]);
    expect(c.publicUrl).toBe("https://studio.io");
  });

  it("drains 5 s and gives streams 25 s on SIGTERM, and keeps the metrics off without a token of 16 characters or more", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).ops).toEqual({ shutdownDrainMs: 5000, shutdownGraceMs: 25_000, metricsToken: undefined });
    const c = loadConfig({ DATA_DIR: tmp(), SHUTDOWN_DRAIN_MS: "0", SHUTDOWN_GRACE_MS: "60000", METRICS_TOKEN: "0123456789abcdef" });
    expect(c.ops).toEqual({ shutdownDrainMs: 0, shutdownGraceMs: 60_000, metricsToken: "0123456789abcdef" });
    expect(() => loadConfig({ DATA_DIR: tmp(), METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
});

describe("OAuth platform test base URLs", () => {
  it("are refused outside tests unless PUBLISH_PLATFORM_TEST_URLS=true", () => {
    expect(() => loadConfig({ NODE_ENV: "development", LINKEDIN_TEST_BASE_URL: "http://127.0.0.1:1" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "development", X_TEST_BASE_URL: "http://127.0.0.1:1" })).toThrow(/only for tests/);
    expect(loadConfig({ NODE_ENV: "test", X_TEST_BASE_URL: "http://127.0.0.1:1/" }).publishing.oauth.twitter.testBaseUrl).toBe("http://127.0.0.1:1");
    expect(loadConfig({ NODE_ENV: "development", PUBLISH_PLATFORM_TEST_URLS: "true", LINKEDIN_TEST_BASE_URL: "http://127.0.0.1:2" }).publishing.oauth.linkedin.testBaseUrl).toBe("http://127.0.0.1:2");
    expect(loadConfig({ LINKEDIN_CLIENT_ID: "id", LINKEDIN_CLIENT_SECRET: "s" }).publishing.oauth.linkedin).toEqual({ clientId: "id", clientSecret: "s", testBaseUrl: undefined });
    expect(() => loadConfig({ NODE_ENV: "development", THREADS_TEST_BASE_URL: "http://127.0.0.1:1" })).toThrow(/THREADS_TEST_BASE_URL: only for tests/);
    expect(() => loadConfig({ NODE_ENV: "development", FACEBOOK_TEST_BASE_URL: "http://127.0.0.1:1" })).toThrow(/FACEBOOK_TEST_BASE_URL: only for tests/);
  });

  it("gives Facebook Pages and Instagram the one Facebook Login app, and Threads its own", () => {
    const oauth = loadConfig({ NODE_ENV: "test", FACEBOOK_CLIENT_ID: "fb", FACEBOOK_CLIENT_SECRET: "fs", FACEBOOK_TEST_BASE_URL: "http://127.0.0.1:3/", THREADS_CLIENT_ID: "th", THREADS_CLIENT_SECRET: "ts" }).publishing.oauth;
    expect(oauth.facebook).toEqual({ clientId: "fb", clientSecret: "fs", testBaseUrl: "http://127.0.0.1:3" });
    expect(oauth.instagram).toEqual(oauth.facebook);
    expect(oauth.threads).toEqual({ clientId: "th", clientSecret: "ts", testBaseUrl: undefined });
  });
});
