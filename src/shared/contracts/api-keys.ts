import { z } from "zod";
import { LIMITS } from "../constants";
import { messages } from "../messages";
import { requiredText } from "./common";

/**
 * API keys (issue 29): a key acts as its person in one workspace, capped by its scopes and the person's role. Each
 * scope allows the capability of the same name (src/shared/roles.ts); any scope allows reading.
 */
export const API_KEY_SCOPES = ["read", "write", "publish"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "cs_live_";

export const apiKeySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The key's prefix and first characters, e.g. "cs_live_AbC1…", to tell keys apart. */
  hint: z.string(),
  user_id: z.string().uuid(),
  /** The person the key acts as. */
  user_email: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyBody = z.strictObject({
  name: requiredText(LIMITS.nameChars, messages.apiKeys.nameRequired),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { message: messages.apiKeys.scopesRequired }))
    .min(1, messages.apiKeys.scopesRequired)
    .transform((s) => [...new Set(s)]),
  /** When the key stops working (ISO date-time); null or absent: never. */
  expires_at: z.string().datetime({ offset: true }).nullable().optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

/** The answer of a creation: the key itself, shown this once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
