import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { DOCUMENTS, IMAGES } from "@/shared/constants";
import { PRIVATE_FILE_MODE, makePrivateDirSync } from "./lib/private-files";

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
  /** Where Settings looks for an Ollama server to offer as a connection; "off" never looks. */
  OLLAMA_DETECT_URL: z.union([z.literal("off"), z.string().url()]).default("http://127.0.0.1:11434"),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  AUTH_RATE_LIMIT_BURST: z.coerce.number().int().min(1).default(30),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  ADMIN_EMAILS: z.string().optional(),
  /** Host names answered besides PUBLIC_URL's (comma-separated; a port, if given, is ignored). */
  ALLOWED_HOSTS: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Hops of trusted proxies; "true"/"false" (the old switch) read as 1/0.
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|true|false)$/, "must be a number of proxy hops (0 = none)")
    .default("0")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
  DEV_MAILBOX: z.enum(["true", "false"]).optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DOCUMENT_PARSE_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(DOCUMENTS.parse.timeoutMs),
  DOCUMENT_PARSE_MEMORY_MB: z.coerce.number().int().min(16).max(8192).default(DOCUMENTS.parse.memoryMb),
  DOCUMENT_PARSE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DOCUMENTS.parse.concurrency),
  /** Storage quota of an account until an administrator sets another default in Settings (megabytes). */
  STORAGE_QUOTA_DEFAULT_MB: z.coerce.number().int().min(0).max(1_000_000_000).default(1024),
  /** Disk the downloaded local models may use together, until an administrator sets another (megabytes). */
  LOCAL_MODELS_BUDGET_MB: z.coerce.number().int().min(0).max(1_000_000_000).default(51_200),
  DOCUMENT_PARSE_PER_USER: z.coerce.number().int().min(1).max(64).default(DOCUMENTS.parse.perUser),
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(IMAGES.processing.concurrency),
  LOCAL_MODELS_BASE_URL: optionalUrl,
  LOCAL_MODELS_CATALOG: optionalString,
  HF_HUB_URL: z.string().url().default("https://huggingface.co"),
  LOCAL_MODEL_THREADS: z.coerce.number().int().min(1).max(256).optional(),
  LOCAL_MODEL_CONTEXT_SIZE: z.coerce.number().int().min(512).max(131072).default(4096),
  LOCAL_MODEL_MAX_TOKENS: z.coerce.number().int().min(16).max(1_000_000).default(1024),
  JOBS_WORKERS: z.enum(["true", "false"]).default("true"),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(20),
  PUBLISH_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  PUBLISH_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  PUBLISH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  PUBLISH_MISSED_GRACE_MINUTES: z.coerce.number().int().min(0).max(60 * 24 * 30).default(360),
  PUBLISH_ALLOW_PRIVATE_HOSTS: z.enum(["true", "false"]).default("false"),
  /** Seconds after publishing before a post's numbers are first collected (analytics); later looks thin out to 30 days. */
  ANALYTICS_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).max(6 * 3600).default(3600),
  /** The apps registered with each OAuth platform (docs/operations.md): unset, the platform cannot be connected. */
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  /** The LinkedIn app has the Community Management API: ask for the organisation scopes, so members can post as the Pages they administer. */
  LINKEDIN_ORGANIZATIONS: z.enum(["true", "false"]).default("false"),
  X_CLIENT_ID: z.string().min(1).optional(),
  X_CLIENT_SECRET: z.string().min(1).optional(),
  /** Meta: a Threads app (its App ID and secret) and a Facebook Login app (Facebook Pages and Instagram professional accounts alike). */
  THREADS_CLIENT_ID: z.string().min(1).optional(),
  THREADS_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /** Tests only: one address standing in for all of a platform's hosts (a local fake). Refused unless NODE_ENV=test or PUBLISH_PLATFORM_TEST_URLS=true. */
  LINKEDIN_TEST_BASE_URL: optionalUrl,
  X_TEST_BASE_URL: optionalUrl,
  THREADS_TEST_BASE_URL: optionalUrl,
  /** Stands in for Facebook's hosts, for Facebook Pages and Instagram alike (both are Graph API). */
  FACEBOOK_TEST_BASE_URL: optionalUrl,
  PUBLISH_PLATFORM_TEST_URLS: z.enum(["true", "false"]).default("false"),
  /** Seconds before each retry of a failed webhook delivery, comma-separated (one retry per entry). */
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, "seconds separated by commas, e.g. 5,30,120,600,3600")
    .default("5,30,120,600,3600"),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  /** Deliveries failing in a row (after their retries) before an endpoint is disabled. */
  WEBHOOK_DISABLE_AFTER: z.coerce.number().int().min(1).max(1000).default(10),
  /** SIGTERM: how long readiness answers 503 while requests are still served, so load balancers stop sending. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** SIGTERM: how long streams and jobs in flight may take to finish after the listener closes. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /** Bearer token of GET /api/metrics (Prometheus); unset, the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Every environment variable the server reads (the container files are checked against it). */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];

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
    /** undefined: detection is off. */
    ollamaDetectUrl?: string;
    rateLimitPerMinute: number;
  };
  authRateLimitBurst: number;
  /** Requests a minute per API key, per signed-in person, or per address without either (issue 29; RateLimit headers). */
  apiRateLimitPerMinute: number;
  adminEmails: string[];
  /**
   * How the first administrator is made: `first_confirmed` on the loopback quickstart (loopback bind and
   * PUBLIC_URL, not production), `setup_code` anywhere else (the code printed at start, decision 003).
   */
  firstAdmin: "first_confirmed" | "setup_code";
  /** Host names (lower case, no port) the server answers besides PUBLIC_URL's and, on a loopback bind, loopback names. */
  allowedHosts: string[];
  corsOrigins: string[];
  logLevel: Env["LOG_LEVEL"];
  /** Proxies in front of the server: the client address is the right-most untrusted X-Forwarded-For entry. */
  trustProxyHops: number;
  /**
   * Who may read kept mail: `open` (dev mailbox: loopback bind, loopback PUBLIC_URL, no SMTP), `admin` (no SMTP on
   * a reachable host: signed-in admins only, through the API) or `off` (SMTP configured: nothing is kept).
   */
  mailbox: "open" | "admin" | "off";
  /** HOST is a loopback address (only this machine can connect). */
  loopbackBind: boolean;
  /** Server processes on this machine (PostgreSQL only; PGlite is one process). */
  workers: number;
  databasePoolSize: number;
  /** Defaults of the storage quotas (bytes); the values an administrator sets in Settings win. */
  storageQuota: { defaultBytes: number; localModelsBudgetBytes: number };
  /** Limits of the child processes that read PDF and DOCX files (readers shared fairly between users). */
  documents: { timeoutMs: number; memoryMb: number; concurrency: number; perUser: number; maxQueued: number; maxQueuedPerUser: number };
  /** Images decoded and re-encoded at once (sharp), one libvips thread each; the rest wait in one queue. */
  images: { concurrency: number; maxQueued: number };
  /** The embedded local model (node-llama-cpp): where GGUF files live and how the child process runs them. */
  localModels: {
    dir: string;
    /** Replaces https://huggingface.co in catalogue URLs (a mirror; tests point it at loopback). */
    baseUrl?: string;
    /** A JSON file of extra catalogue entries. */
    catalogFile?: string;
    /** A Hugging Face-compatible hub admins search for GGUF files (HF_HUB_URL). */
    hubUrl: string;
    /** Admin-typed download addresses may reach private hosts (PUBLISH_ALLOW_PRIVATE_HOSTS, as for publishing). */
    allowPrivateHosts: boolean;
    /**
     * llama.cpp threads: never more than the machine's cores; by default one core is left to the server. Its
     * threads spin while they wait for each other, so on a busy two-core machine two threads ran the tiny test
     * model at 4 tokens/s against 1,800 with one (bench/results.md, decision 009).
     */
    threads: number;
    contextSize: number;
    /** Tokens an answer may have when the call sets no limit. */
    maxOutputTokens: number;
  };
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
    /** The first collection of a published post's numbers, this long after publishing (features/publishing/metrics-schedule.ts). */
    metricsFirstDelaySeconds: number;
    /** OAuth platforms: the registered app and, in tests only, the fake standing in for the platform's hosts. */
    oauth: Record<"linkedin" | "twitter" | "threads" | "facebook" | "instagram", { clientId?: string; clientSecret?: string; testBaseUrl?: string }>;
    /** LinkedIn: also ask for the organisation scopes (the app has the Community Management API). */
    linkedinOrganizations: boolean;
  };
  /** Outgoing webhooks (issue 29): retries, timeout per attempt, disabling; the address rules are publishing's. */
  webhooks: {
    retryScheduleSeconds: number[];
    timeoutMs: number;
    disableAfterFailures: number;
  };
  /** Graceful restarts and metrics (src/server/ops, docs/operations.md). */
  ops: { shutdownDrainMs: number; shutdownGraceMs: number; metricsToken?: string };
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
  const loopbackBind = isLoopbackHost(e.HOST);
  if (e.DEV_MAILBOX === "true" && !loopbackBind) missing.push(`DEV_MAILBOX: refuses to run on a non-loopback bind (HOST=${e.HOST}); the mailbox would show sign-in links to anyone`);
  if (e.DEV_MAILBOX === "true" && e.SMTP_URL) missing.push("DEV_MAILBOX: cannot be used with SMTP_URL (mail is sent, not kept)");
  const allowedHosts = (e.ALLOWED_HOSTS ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean).map(hostnameOf);
  if (allowedHosts.includes(undefined)) missing.push("ALLOWED_HOSTS: must be host names separated by commas (studio.example.com,10.0.0.5)");
  const testUrlsAllowed = e.NODE_ENV === "test" || e.PUBLISH_PLATFORM_TEST_URLS === "true";
  for (const key of ["LINKEDIN_TEST_BASE_URL", "X_TEST_BASE_URL", "THREADS_TEST_BASE_URL", "FACEBOOK_TEST_BASE_URL"] as const) {
    if (e[key] && !testUrlsAllowed) missing.push(`${key}: only for tests (set NODE_ENV=test or PUBLISH_PLATFORM_TEST_URLS=true)`);
  }
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join("\n")}`);

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const loopbackQuickstart = e.NODE_ENV !== "production" && loopbackBind && isLoopbackHost(new URL(publicUrl).hostname);
  const mailbox = e.SMTP_URL ? "off" : e.DEV_MAILBOX === "true" || (e.DEV_MAILBOX === undefined && loopbackQuickstart) ? "open" : "admin";
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
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
      ollamaDetectUrl: e.OLLAMA_DETECT_URL === "off" ? undefined : e.OLLAMA_DETECT_URL.replace(/\/+$/, ""),
      rateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    },
    authRateLimitBurst: e.AUTH_RATE_LIMIT_BURST,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    adminEmails: (e.ADMIN_EMAILS ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean),
    firstAdmin: loopbackQuickstart ? "first_confirmed" : "setup_code",
    allowedHosts: allowedHosts as string[],
    corsOrigins: (e.CORS_ORIGINS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY,
    mailbox,
    loopbackBind,
    workers: e.WORKERS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    storageQuota: { defaultBytes: e.STORAGE_QUOTA_DEFAULT_MB * 1024 * 1024, localModelsBudgetBytes: e.LOCAL_MODELS_BUDGET_MB * 1024 * 1024 },
    documents: {
      timeoutMs: e.DOCUMENT_PARSE_TIMEOUT_MS,
      memoryMb: e.DOCUMENT_PARSE_MEMORY_MB,
      concurrency: e.DOCUMENT_PARSE_CONCURRENCY,
      perUser: Math.min(e.DOCUMENT_PARSE_PER_USER, e.DOCUMENT_PARSE_CONCURRENCY),
      maxQueued: DOCUMENTS.parse.maxQueued,
      maxQueuedPerUser: DOCUMENTS.parse.maxQueuedPerUser,
    },
    images: { concurrency: e.IMAGE_CONCURRENCY, maxQueued: IMAGES.processing.maxQueued },
    localModels: {
      dir: path.join(dataDir, "models"),
      baseUrl: e.LOCAL_MODELS_BASE_URL,
      catalogFile: e.LOCAL_MODELS_CATALOG ? path.resolve(e.LOCAL_MODELS_CATALOG) : undefined,
      hubUrl: e.HF_HUB_URL,
      allowPrivateHosts: e.PUBLISH_ALLOW_PRIVATE_HOSTS === "true",
      threads: Math.min(e.LOCAL_MODEL_THREADS ?? Math.max(1, availableParallelism() - 1), availableParallelism()),
      contextSize: e.LOCAL_MODEL_CONTEXT_SIZE,
      maxOutputTokens: e.LOCAL_MODEL_MAX_TOKENS,
    },
    jobs: { workers: e.JOBS_WORKERS === "true", pollIntervalMs: e.JOBS_POLL_INTERVAL_MS },
    publishing: {
      concurrency: e.PUBLISH_CONCURRENCY,
      retryLimit: e.PUBLISH_RETRY_LIMIT,
      retryDelaySeconds: e.PUBLISH_RETRY_DELAY_SECONDS,
      timeoutMs: e.PUBLISH_TIMEOUT_SECONDS * 1000,
      missedGraceMinutes: e.PUBLISH_MISSED_GRACE_MINUTES,
      allowPrivateHosts: e.PUBLISH_ALLOW_PRIVATE_HOSTS === "true",
      metricsFirstDelaySeconds: e.ANALYTICS_FIRST_DELAY_SECONDS,
      linkedinOrganizations: e.LINKEDIN_ORGANIZATIONS === "true",
      oauth: {
        linkedin: { clientId: e.LINKEDIN_CLIENT_ID, clientSecret: e.LINKEDIN_CLIENT_SECRET, testBaseUrl: e.LINKEDIN_TEST_BASE_URL?.replace(/\/$/, "") },
        twitter: { clientId: e.X_CLIENT_ID, clientSecret: e.X_CLIENT_SECRET, testBaseUrl: e.X_TEST_BASE_URL?.replace(/\/$/, "") },
        threads: { clientId: e.THREADS_CLIENT_ID, clientSecret: e.THREADS_CLIENT_SECRET, testBaseUrl: e.THREADS_TEST_BASE_URL?.replace(/\/$/, "") },
        // One Facebook Login app serves both: Instagram professional accounts are reached through their Facebook Page.
        facebook: { clientId: e.FACEBOOK_CLIENT_ID, clientSecret: e.FACEBOOK_CLIENT_SECRET, testBaseUrl: e.FACEBOOK_TEST_BASE_URL?.replace(/\/$/, "") },
        instagram: { clientId: e.FACEBOOK_CLIENT_ID, clientSecret: e.FACEBOOK_CLIENT_SECRET, testBaseUrl: e.FACEBOOK_TEST_BASE_URL?.replace(/\/$/, "") },
      },
    },
    webhooks: {
      retryScheduleSeconds: e.WEBHOOK_RETRY_SCHEDULE.split(",").map((v) => Number(v.trim())),
      timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
      disableAfterFailures: e.WEBHOOK_DISABLE_AFTER,
    },
    ops: { shutdownDrainMs: e.SHUTDOWN_DRAIN_MS, shutdownGraceMs: e.SHUTDOWN_GRACE_MS, metricsToken: e.METRICS_TOKEN },
  };
}

/** localhost, 127.0.0.0/8 and ::1 (with or without URL brackets). */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, "");
  return h === "localhost" || h.endsWith(".localhost") || h === "::1" || h === "::ffff:127.0.0.1" || /^127(\.\d{1,3}){3}$/.test(h);
}

/** The host name of a Host header value or an ALLOWED_HOSTS entry (lower case, no port, no trailing dot); undefined when it is not one. */
export function hostnameOf(host: string): string | undefined {
  // Nothing but a name and a port: no user info, path, query or spaces smuggled past the URL parser.
  if (!host || /[^a-z0-9.:[\]_-]/i.test(host)) return undefined;
  try {
    const url = new URL(`http://${host}`);
    return url.hostname.toLowerCase().replace(/\.$/, "") || undefined;
  } catch {
    return undefined;
  }
}

function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  makePrivateDirSync(dataDir);
  const secret = randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE, flag: "wx" });
    return secret;
  } catch (err) {
    // Another instance sharing DATA_DIR created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw err;
  }
}
