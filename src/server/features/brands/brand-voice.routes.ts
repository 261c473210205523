/**
 * A brand's voice (issue 27): GET/PUT /api/brands/{id}/voice (every member reads it, admins change it), POST
 * /api/brands/{id}/voice/learn (admins: a profile from 3 to 10 samples, not saved until PUT), POST
 * /api/brands/{id}/voice-check and /voice-fix (writers: a draft's score and issues, and its fixed text).
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import type { BrandContext } from "@/server/ai/brand-context";
import type { FunctionContext } from "@/server/ai/functions/text-job";
import { checkVoice, fixVoice, learnVoice } from "@/server/ai/functions/brand-voice";
import { toVoiceRules } from "@/server/db/voice-rows";
import { createRouter } from "@/server/http/router";
import { inWorkspace, workspaceErrorResponses } from "@/server/http/workspace-routes";
import { publishWorkspaceChange } from "@/server/http/workspace-scope";
import { notFound, serviceUnavailable } from "@/server/lib/errors";
import { clientGoneSignal } from "@/server/lib/node-request";
import { json, jsonBody, signedInMeta } from "@/server/lib/openapi";
import {
  brandVoiceSchema,
  learnedVoiceSchema,
  learnVoiceBody,
  updateBrandVoiceBody,
  voiceCheckBody,
  voiceCheckSchema,
  voiceFixBody,
  voiceFixSchema,
} from "@/shared/contracts/brand-voice";
import { idParamSchema } from "@/shared/contracts/common";
import { createBrandsRepository, toBrand } from "./brands.repository";
import { createBrandVoiceRepository, toBrandVoice } from "./brand-voice.repository";

const errors = workspaceErrorResponses;
const meta = signedInMeta("brands");

const getVoice = createRoute({
  ...meta,
  middleware: inWorkspace("read"),
  method: "get",
  path: "/{id}/voice",
  summary: "A brand's voice profile and terminology (required spellings, banned words)",
  request: { params: idParamSchema },
  responses: { 200: json(brandVoiceSchema, "The brand's voice (empty lists and a null profile when none was saved)"), ...errors },
});

const putVoice = createRoute({
  ...meta,
  middleware: inWorkspace("manage"),
  method: "put",
  path: "/{id}/voice",
  summary: "Save a brand's voice profile and terminology; absent fields keep their value (admin)",
  request: { params: idParamSchema, ...jsonBody(updateBrandVoiceBody) },
  responses: { 200: json(brandVoiceSchema, "The saved voice"), ...errors },
});

const learn = createRoute({
  ...meta,
  middleware: inWorkspace("manage"),
  method: "post",
  path: "/{id}/voice/learn",
  summary: "Learn a voice profile from 3 to 10 samples; answers it without saving it (admin)",
  description:
    "A model with structured output answers the profile (validated, asked once more when it does not match); for a model without it (the built-in writer) the profile is derived from the samples and `source` is `derived`.",
  request: { params: idParamSchema, ...jsonBody(learnVoiceBody) },
  responses: { 200: json(learnedVoiceSchema, "The learned profile"), ...errors },
});

const check = createRoute({
  ...meta,
  middleware: inWorkspace("write"),
  method: "post",
  path: "/{id}/voice-check",
  summary: "Check a text against the brand's voice: a score from 0 to 100 and the passages that break it",
  description:
    "Banned words, required spellings, sentence length and the profile's words to avoid are checked on the server without a model; the tone by the model when it has structured output (`tone_checked_by`).",
  request: { params: idParamSchema, ...jsonBody(voiceCheckBody) },
  responses: { 200: json(voiceCheckSchema, "The check"), ...errors },
});

const fix = createRoute({
  ...meta,
  middleware: inWorkspace("write"),
  method: "post",
  path: "/{id}/voice-fix",
  summary: "Rewrite a text to fix its voice issues; answers the fixed text and its check",
  request: { params: idParamSchema, ...jsonBody(voiceFixBody) },
  responses: { 200: json(voiceFixSchema, "The fixed text"), ...errors },
});

const db = (c: Context<AppEnv>) => c.var.deps.database.db;

/** The workspace's brand with its voice, or 404. */
async function brandWithVoice(c: Context<AppEnv>, id: string) {
  const row = await createBrandsRepository(db(c)).find(c.var.workspace.id, id);
  if (!row) throw notFound();
  const voiceRow = await createBrandVoiceRepository(db(c)).find(c.var.workspace.id, id);
  const voice = voiceRow ? toVoiceRules(voiceRow) : { profile: null, required_spellings: [], banned_words: [] };
  const brand: BrandContext = { ...toBrand(row), voice };
  return { brand, voice, voiceRow };
}

/** The AI call's context: the gateway after the caller's rate-limit token, aborted when the client goes. */
async function aiContext(c: Context<AppEnv>, brand: BrandContext | null): Promise<FunctionContext> {
  const ai = c.var.deps.services.ai;
  if (!ai) throw serviceUnavailable();
  await ai.limit(c.var.user.id);
  return { ai, userId: c.var.user.id, workspaceId: c.var.workspace.id, brand, signal: clientGoneSignal(c) };
}

export function createBrandVoiceRouter() {
  const router = createRouter();

  router.openapi(getVoice, async (c) => {
    const { id } = c.req.valid("param");
    const { voiceRow } = await brandWithVoice(c, id);
    return c.json(toBrandVoice(id, voiceRow), 200);
  });

  router.openapi(putVoice, async (c) => {
    const { id } = c.req.valid("param");
    await brandWithVoice(c, id);
    const body = c.req.valid("json");
    // A profile saved without a source was edited by hand; removing the profile removes its source.
    const profile_source = body.profile === undefined ? body.profile_source : body.profile === null ? null : (body.profile_source ?? "edited");
    const row = await createBrandVoiceRepository(db(c)).save(c.var.workspace.id, id, { ...body, profile_source }, c.var.deps.clock.now().toISOString());
    await publishWorkspaceChange(c, "brands", id);
    return c.json(toBrandVoice(id, row), 200);
  });

  router.openapi(learn, async (c) => {
    const { id } = c.req.valid("param");
    const { brand } = await brandWithVoice(c, id);
    const { samples, modelId } = c.req.valid("json");
    return c.json(await learnVoice(await aiContext(c, brand), samples, modelId), 200);
  });

  router.openapi(check, async (c) => {
    const { id } = c.req.valid("param");
    const { brand, voice } = await brandWithVoice(c, id);
    const { text, modelId } = c.req.valid("json");
    return c.json(await checkVoice(await aiContext(c, brand), brand, voice, text, modelId), 200);
  });

  router.openapi(fix, async (c) => {
    const { id } = c.req.valid("param");
    const { brand, voice } = await brandWithVoice(c, id);
    const { text, modelId } = c.req.valid("json");
    return c.json(await fixVoice(await aiContext(c, brand), brand, voice, text, modelId), 200);
  });

  return router;
}
