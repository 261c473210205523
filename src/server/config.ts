import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalUrl = z.string().url().optional();
const optionalString = z.string().min(1).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  AUTH_JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SECRETS_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("Content Studio <no-reply@localhost>"),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("true"),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENROUTER_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  OLLAMA_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_API_KEY: optionalString,
  REPLICATE_API_TOKEN: optionalString,
  AI_GATEWAY_API_KEY: optionalString,
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  AUTH_RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(30),
  ADMIN_EMAILS: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JOBS_WORKERS: z.enum(["true", "false"]).default("true"),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(20),
  PUBLISH_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  PUBLISH_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PUBLISH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  PUBLISH_MISSED_GRACE_MINUTES: z.coerce.number().int().min(0).max(60 * 24 * 30).default(360),
  PUBLISH_ALLOW_PRIVATE_HOSTS: z.enum(["true", "false"]).default("false"),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  jwtSecret: string;
  /** Key material for the encrypted-secret store (provider keys, platform credentials). */
  secretsKey: string;
  smtpUrl?: string;
  mailFrom: string;
  storage:
    | { driver: "local"; root: string }
    | { driver: "s3"; endpoint?: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  ai: {
    openaiApiKey?: string;
    openaiBaseUrl?: string;
    openrouterApiKey?: string;
    anthropicApiKey?: string;
    ollamaBaseUrl?: string;
    openaiCompatibleBaseUrl?: string;
    openaiCompatibleApiKey?: string;
    replicateApiToken?: string;
    gatewayApiKey?: string;
    rateLimitPerMinute: number;
  };
  authRateLimitBurst: number;
  adminEmails: string[];
  corsOrigins: string[];
  logLevel: Env["LOG_LEVEL"];
  trustProxy: boolean;
  /** Server processes on this machine (PostgreSQL only; PGlite is one process). */
  workers: number;
  databasePoolSize: number;
  jobs: {
    /** Whether this process fetches and runs jobs (an API-only instance may leave it to others). */
    workers: boolean;
    pollIntervalMs: number;
  };
  publishing: {
    concurrency: number;
    retryLimit: number;
    retryDelaySeconds: number;
    timeoutMs: number;
    /** A post found due later than this (the server was down) is marked missed instead of sent. */
    missedGraceMinutes: number;
    /** Lets user-given platform URLs reach loopback and private networks (tests, a local n8n). */
    allowPrivateHosts: boolean;
  };
}

export class ConfigError extends Error {}

/** Reads and validates the environment. The only reader of process.env in the server. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const missing: string[] = [];
  if (e.NODE_ENV === "production" && !e.AUTH_JWT_SECRET) missing.push("AUTH_JWT_SECRET: required when NODE_ENV=production");
  if (e.NODE_ENV === "production" && !e.SECRETS_KEY) missing.push("SECRETS_KEY: required when NODE_ENV=production");
  if (e.STORAGE_DRIVER === "s3" && !e.S3_BUCKET) missing.push("S3_BUCKET: required when STORAGE_DRIVER=s3");
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join("\n")}`);

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    jwtSecret: e.AUTH_JWT_SECRET ?? readOrCreateSecret(dataDir, "jwt-secret"),
    secretsKey: e.SECRETS_KEY ?? readOrCreateSecret(dataDir, "secrets-key"),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storage:
      e.STORAGE_DRIVER === "s3"
        ? {
            driver: "s3",
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
          }
        : { driver: "local", root: path.join(dataDir, "storage") },
    ai: {
      openaiApiKey: e.OPENAI_API_KEY,
      openaiBaseUrl: e.OPENAI_BASE_URL,
      openrouterApiKey: e.OPENROUTER_API_KEY,
      anthropicApiKey: e.ANTHROPIC_API_KEY,
      ollamaBaseUrl: e.OLLAMA_BASE_URL,
      openaiCompatibleBaseUrl: e.OPENAI_COMPATIBLE_BASE_URL,
      openaiCompatibleApiKey: e.OPENAI_COMPATIBLE_API_KEY,
      replicateApiToken: e.REPLICATE_API_TOKEN,
      gatewayApiKey: e.AI_GATEWAY_API_KEY,
      rateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    },
    authRateLimitBurst: e.AUTH_RATE_LIMIT_BURST,
    adminEmails: (e.ADMIN_EMAILS ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean),
    corsOrigins: (e.CORS_ORIGINS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === "true",
    workers: e.WORKERS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jobs: { workers: e.JOBS_WORKERS === "true", pollIntervalMs: e.JOBS_POLL_INTERVAL_MS },
    publishing: {
      concurrency: e.PUBLISH_CONCURRENCY,
      retryLimit: e.PUBLISH_RETRY_LIMIT,
      retryDelaySeconds: e.PUBLISH_RETRY_DELAY_SECONDS,
      timeoutMs: e.PUBLISH_TIMEOUT_SECONDS * 1000,
      missedGraceMinutes: e.PUBLISH_MISSED_GRACE_MINUTES,
      allowPrivateHosts: e.PUBLISH_ALLOW_PRIVATE_HOSTS === "true",
    },
  };
}

function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (err) {
    // Another instance sharing DATA_DIR created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw err;
  }
}
