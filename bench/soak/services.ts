/**
 * The soak's stand-ins for the outside world, each on a fixed port so it can go down and come back where the
 * instances expect it: an SMTP catcher, an S3 server (s3rver, as in the tests, its files kept across a restart),
 * an OpenAI-compatible upstream that can answer 500, and a webhook receiver standing in for a publishing platform.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeOpenAI, type FakeOpenAI } from "../../tests/helpers/fake-openai";
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from "../../tests/helpers/fake-smtp";
import { FakeWebhook } from "../../tests/helpers/fake-webhook";

interface S3rverInstance {
  run(): Promise<unknown>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: Record<string, unknown>) => S3rverInstance;

/** A service the fault schedule can take down and bring back. */
export interface Switchable {
  down(): Promise<void>;
  up(): Promise<void>;
}

export interface SmtpCatcher extends Switchable {
  /** Every mail caught, across restarts. */
  received(): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpCatcher(port: number): Promise<SmtpCatcher> {
  const earlier: ReceivedMail[] = [];
  let current: FakeSmtp | null = await startFakeSmtp(port);
  const down = async () => {
    if (!current) return;
    const closing = current;
    current = null;
    earlier.push(...closing.received);
    await closing.close();
  };
  return {
    received: () => [...earlier, ...(current?.received ?? [])],
    down,
    async up() {
      current ??= await startFakeSmtp(port);
    },
    close: down,
  };
}

export interface S3Server extends Switchable {
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startS3(port: number, bucket = "content-studio-soak"): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "cs-soak-s3-"));
  const make = () => new S3rver({ address: "127.0.0.1", port, silent: process.env.SOAK_S3_LOG !== "1", directory, configureBuckets: [{ name: bucket }] });
  let server: S3rverInstance | null = make();
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const down = async () => {
    const closing = server;
    server = null;
    await closing?.close();
  };
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    down,
    async up() {
      if (server) return;
      server = make();
      await server.run();
    },
    async close() {
      await down();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface AiUpstream extends Switchable {
  fake: FakeOpenAI;
}

const REPLY = "A crisp post about the launch, written by the fake upstream model.";

/** Answers in about 50 ms while up; answers 500 to every call while "down" (the fault is a failing upstream, not a missing one). */
export async function startAiUpstream(port: number): Promise<AiUpstream> {
  const fake = await startFakeOpenAI({ port });
  const healthy = () => fake.setDefault({ kind: "slow", delayMs: 50, text: REPLY });
  healthy();
  return {
    fake,
    async down() {
      fake.setDefault({ kind: "status", status: 500, message: "upstream failure (soak fault)" });
    },
    async up() {
      healthy();
    },
  };
}

export async function startPlatform(port: number): Promise<FakeWebhook> {
  const hook = new FakeWebhook();
  hook.delayMs = 50;
  return hook.start(port);
}
