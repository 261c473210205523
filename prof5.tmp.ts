import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "@/server/app";
import { createMailer } from "@/server/auth/mailer";
import { loadConfig } from "@/server/config";
import { openDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { seedDatabase } from "@/server/db/seed";
import { systemClock } from "@/server/lib/clock";
import { createLogger } from "@/server/lib/logger";
import { createPgRateLimiter } from "@/server/lib/rate-limit";
import { createServices } from "@/server/services";
import { signAccessToken } from "@/server/auth/tokens";
import { jwtSecretOf } from "@/server/auth/middleware";
import { aiModels, users } from "@/server/db/schema";
import { eq } from "drizzle-orm";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { startFakeOpenAI } from "./tests/helpers/fake-openai";
const fake = await startFakeOpenAI();
fake.setDefault({ kind: "reply", text: "Fresh sourdough every morning in Leeds. Come early.", chunks: 6 });
const config = loadConfig({ NODE_ENV: "development", DATA_DIR: mkdtempSync(path.join(tmpdir(), "x-")), AUTH_JWT_SECRET: "bench-secret-bench-secret-bench-secret-1234", AI_RATE_LIMIT_PER_MINUTE: "1000000", AUTH_RATE_LIMIT_BURST: "1000000", OPENAI_COMPATIBLE_BASE_URL: fake.url, LOG_LEVEL: "silent" });
const database = await openDatabase({}); await migrate(database); await seedDatabase(database.db);
const logger = createLogger("silent");
const services = await createServices({ config, database, logger, clock: systemClock });
const app = createApp({ config, database, logger, clock: systemClock, mailer: createMailer({ db: database.db, from: config.mailFrom, logger }), rateLimiter: createPgRateLimiter(database.db, systemClock), services });
const [u] = await database.db.insert(users).values({ email: "a@b.c", passwordHash: "x", role: "admin" } as never).returning();
await database.db.update(aiModels).set({ isDefault: false });
await database.db.update(aiModels).set({ isDefault: true, isActive: true }).where(eq(aiModels.provider, "openai-compatible"));
const { token } = await signAccessToken(jwtSecretOf(config), { id: u.id, email: "a@b.c", role: "admin", sessionFamily: "f" }, new Date(), 3600);
const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
const fnBody = JSON.stringify({ textContent: "We bake", promptText: "Write", contentType: "social_media" });
async function time(name: string, fn: () => Promise<number>, n = 1000) {
  for (let i = 0; i < 100; i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < n; i++) xs.push(await fn());
  xs.sort((a, b) => a - b);
  console.log(name.padEnd(28), "p50", xs[n >> 1].toFixed(3), "p90", xs[Math.floor(n * 0.9)].toFixed(3));
}
async function ttft(res: Response | Promise<Response>, t0: number, marker: string) {
  const r = await res; const reader = r.body!.pipeThrough(new TextDecoderStream()).getReader(); let seen = ""; let t = NaN;
  for (;;) { const { value, done } = await reader.read(); if (done) break; seen += value; if (Number.isNaN(t) && seen.includes(marker)) t = performance.now() - t0; }
  return t;
}
const body = JSON.stringify({ model: "default", stream: true, stream_options: { include_usage: true }, messages: [{ role: "system", content: "s" }, { role: "user", content: "hi" }] });
const sdk = createOpenAICompatible({ name: "x", baseURL: fake.url, includeUsage: true });
const ai = services.ai!; const m = await ai.resolve("text");
await time("direct stream ttft", () => { const t0 = performance.now(); return ttft(fetch(`${fake.url}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body }), t0, '"content":"Fresh'); });
await time("sdk doStream first delta", async () => { const t0 = performance.now(); const { stream } = await sdk.chatModel("default").doStream({ prompt: [{ role: "system", content: "s" }, { role: "user", content: [{ type: "text", text: "hi" }] }], includeRawChunks: false }); const r = stream.getReader(); let t = NaN; for (;;) { const { done, value } = await r.read(); if (done) break; if (Number.isNaN(t) && value.type === "text-delta") t = performance.now() - t0; } return t; });
await time("ai.streamText first", async () => { const t0 = performance.now(); const s = await ai.streamText({ userId: u.id, operation: "x", model: m, system: "s", prompt: "p" }); let t = NaN; for await (const _ of s.deltas) { if (Number.isNaN(t)) t = performance.now() - t0; } return t; });
await time("app.request stream ttft", () => { const t0 = performance.now(); return ttft(app.request(`/api/functions/generate-text-post?stream=1`, { method: "POST", headers: auth, body: fnBody }), t0, "event: delta"); });
process.exit(0);
