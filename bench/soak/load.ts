/**
 * The mixed load: each simulated user loops over what people do in the studio (browse and search history,
 * generate a post and save it, edit a server draft (PATCH /api/drafts naming the version it was made on), edit a
 * prompt, upload an image, schedule a post due a few seconds later, now and then ask for a password-reset mail),
 * with a pause between requests. Every acknowledged write goes into the ledger.
 */
import sharp from "sharp";
import type { Ledger } from "./ledger";
import type { Plan } from "./plan";
import type { Setup, SoakUser } from "./setup";
import { draftData } from "../../tests/helpers/drafts";

/** Weights of the actions (out of their sum). */
const ACTIONS = [
  ["history-list", 12],
  ["history-search", 12],
  ["generate", 14],
  ["history-save", 12],
  ["draft-edit", 16],
  ["prompt-edit", 6],
  ["upload", 8],
  ["schedule", 10],
  ["recover", 2],
] as const;
type Action = (typeof ACTIONS)[number][0];
const TOTAL = ACTIONS.reduce((s, [, w]) => s + w, 0);

function pick(random: () => number): Action {
  let r = random() * TOTAL;
  for (const [name, weight] of ACTIONS) {
    r -= weight;
    if (r < 0) return name;
  }
  return "history-list";
}

/** The mail throttle allows one reset mail a minute per address and client: keep well under it. */
const RECOVER_EVERY_MS = 75_000;

async function png(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: { r: seed % 256, g: (seed >> 8) % 256, b: (seed >> 16) % 256 } } })
    .png()
    .toBuffer();
}

export async function runUser(user: SoakUser, setup: Setup, ledger: Ledger, plan: Plan, stopAt: () => boolean, seed: number): Promise<void> {
  let state = seed || 1;
  const random = () => {
    // xorshift: the same seed gives the same sequence of actions.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 1_000_000) / 1_000_000;
  };
  const c = user.client;
  let lastRecover = Date.now() - RECOVER_EVERY_MS * random();
  let n = 0;
  while (!stopAt()) {
    n++;
    let action = pick(random);
    if (action === "recover" && Date.now() - lastRecover < RECOVER_EVERY_MS) action = "history-list";
    const tag = `${c.email}#${n}`;
    switch (action) {
      case "history-list":
        await c.call(action, "GET", "/api/history?limit=20");
        break;
      case "history-search":
        await c.call(action, "GET", `/api/history?q=${encodeURIComponent(random() < 0.5 ? "launch" : "soak")}&limit=20`);
        break;
      case "generate": {
        const res = await c.call<{ content?: string; text?: string }>(action, "POST", "/api/functions/generate-text-post", {
          textContent: "We launched a new analytics dashboard.",
          promptText: "Write a LinkedIn post.",
          modelId: setup.modelId,
          contentType: "social_media",
        });
        if (!res.ok) break;
        // Save what was generated, as the studio does.
        const content = `soak launch ${tag}`;
        const saved = await c.call<{ id: string }>("history-save", "POST", "/api/history", {
          content,
          content_type: "social_media",
          original_content: "generated",
          metadata: {},
        });
        if (saved.ok) ledger.history.push({ id: saved.body.id, content });
        break;
      }
      case "history-save": {
        const content = `soak note ${tag}`;
        const saved = await c.call<{ id: string }>(action, "POST", "/api/history", {
          content,
          content_type: "social_media",
          original_content: null,
          metadata: {},
        });
        if (saved.ok) ledger.history.push({ id: saved.body.id, content });
        break;
      }
      case "draft-edit": {
        const content = `draft of ${tag}`;
        const seq = ++user.noteSeq;
        const edit = (base: number) =>
          c.call<{ version: number; current?: { version: number } }>(action, "PATCH", `/api/drafts/${user.noteId}`, {
            base_version: base,
            data: draftData({ textContent: content }),
          });
        let res = await edit(user.draftVersion);
        // An earlier edit of unknown outcome (the database went mid-request) may have moved the version on: the
        // 409 names the current one, and the edit is made again on it, as the web's merge does.
        const current = res.status === 409 ? (res.body as { error?: unknown; current?: { version: number } } | null)?.current : undefined;
        if (current) {
          user.draftVersion = current.version;
          res = await edit(user.draftVersion);
        }
        if (res.ok) user.draftVersion = res.body.version;
        // A 4xx was refused (nothing applied); a 2xx is acknowledged; anything else may or may not have applied.
        if (typeof res.status === "number" && res.status >= 400 && res.status < 500) break;
        ledger.notes.push({ id: user.noteId, content, acked: res.ok, seq });
        break;
      }
      case "prompt-edit":
        await c.call(action, "PATCH", `/api/prompts/${user.promptId}`, { description: `edited ${tag}` });
        break;
      case "upload": {
        const form = new FormData();
        form.append("files", new Blob([new Uint8Array(await png(Math.floor(random() * 2 ** 24)))], { type: "image/png" }), "soak.png");
        const res = await c.call<{ data: { id: string; image_path: string }[] }>(action, "POST", "/api/uploads", undefined, { form });
        if (res.ok) for (const image of res.body.data) ledger.uploads.push({ id: image.id, path: image.image_path });
        break;
      }
      case "schedule": {
        const dueAt = new Date(Date.now() + 5_000 + Math.floor(random() * 10_000)).toISOString();
        const res = await c.call<{ data: { id: string }[] }>(action, "POST", "/api/scheduled-posts", {
          account_ids: [user.accountId],
          content: `soak post ${tag}`,
          scheduled_at: dueAt,
        });
        if (res.ok) for (const post of res.body.data) ledger.posts.push({ id: post.id, dueAt });
        break;
      }
      case "recover": {
        lastRecover = Date.now();
        const res = await c.call(action, "POST", "/api/auth/recover", { email: c.email }, { anonymous: true });
        if (res.ok) ledger.recovers.push({ email: c.email, at: lastRecover });
        break;
      }
    }
    const [lo, hi] = plan.thinkMs;
    await new Promise((r) => setTimeout(r, lo + random() * (hi - lo)));
  }
}
