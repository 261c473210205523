/** What the gateway benchmarks share: the upstream's reply, the function call they send, and the operator's setup. */
export const REPLY = "Fresh sourdough every morning in Leeds. Come early, it sells out by nine. #bakery";

/** The body of POST /api/functions/generate-text-post the benchmarks send. */
export const FUNCTION_BODY = JSON.stringify({ textContent: "We bake sourdough every morning in Leeds.", promptText: "Write a short social post", contentType: "social_media" });

/** The first user is the admin: makes the upstream's model (openai-compatible) the default, as an operator would. */
export async function useUpstreamAsDefault(serverUrl: string, token: string): Promise<Record<string, string>> {
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const { data } = (await (await fetch(`${serverUrl}/api/models`, { headers: auth })).json()) as { data: { id: string; provider: string }[] };
  const model = data.find((m) => m.provider === "openai-compatible");
  if (!model) throw new Error("no openai-compatible model: is OPENAI_COMPATIBLE_BASE_URL set?");
  const res = await fetch(`${serverUrl}/api/models/${model.id}/default`, { method: "POST", headers: auth });
  if (!res.ok) throw new Error(`could not make the upstream's model the default: ${res.status}`);
  return auth;
}
