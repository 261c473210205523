import { useMutation } from "@tanstack/react-query";
import { type ApiBody, client, unwrap } from "@/web/lib/api-client";

export type DeleteAccountBody = ApiBody<"/api/account", "delete">;

/** The zip of this tab's workspace (the client sends its X-Workspace-Id), with the name the server gives it. */
export async function downloadExport(): Promise<{ blob: Blob; name: string }> {
  const { data, error, response } = await client.GET("/api/export", { parseAs: "blob" });
  // A refusal carries the server's reason (a role, a gone workspace); otherwise the status says what happened.
  if (!response.ok || !data) throw new Error((error as { error?: { message?: string } } | undefined)?.error?.message ?? `${response.status} ${response.statusText}`.trim());
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "workspace-export.zip";
  return { blob: data, name };
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (body: DeleteAccountBody) => unwrap(client.DELETE("/api/account", { body })) });
}
