import { z } from "zod";
import { API_KEY_SCOPES } from "./api-keys";

/**
 * The MCP authorization flow (issue 29 point 4): an assistant registers itself (RFC 7591), sends its person to the
 * consent page (/oauth/authorize), which reads the request here and answers the decision; the code is then
 * exchanged at /oauth/token for a key that acts in the chosen workspace with the granted scopes.
 */
export const OAUTH_ACCESS_TOKEN_PREFIX = "cs_oat_";
export const OAUTH_REFRESH_TOKEN_PREFIX = "cs_ort_";

/** The query of /oauth/authorize, as the assistant sent it. */
export const authorizationRequestSchema = z.object({
  client_id: z.string().max(100),
  redirect_uri: z.string().max(2000),
  response_type: z.string().max(50).optional(),
  code_challenge: z.string().max(200).optional(),
  code_challenge_method: z.string().max(20).optional(),
  state: z.string().max(2000).optional(),
  scope: z.string().max(200).optional(),
  resource: z.string().max(2000).optional(),
});
export type AuthorizationRequest = z.infer<typeof authorizationRequestSchema>;

/** What the consent page shows: who asks, where the answer goes, and what it asks for. */
export const authorizationPreviewSchema = z.object({
  client_name: z.string(),
  redirect_host: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
});
export type AuthorizationPreview = z.infer<typeof authorizationPreviewSchema>;

export const authorizationDecisionBody = authorizationRequestSchema.extend({
  decision: z.enum(["allow", "deny"]),
  workspace_id: z.string().uuid().optional(),
  scopes: z.array(z.enum(API_KEY_SCOPES)).max(3).optional(),
});
export type AuthorizationDecisionBody = z.infer<typeof authorizationDecisionBody>;

/** Where the browser goes next: the assistant's redirect address with the code (or the refusal) and its state. */
export const authorizationRedirectSchema = z.object({ redirect_to: z.string() });
