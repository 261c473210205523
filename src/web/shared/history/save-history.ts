import { type ApiBody, client, unwrap } from "@/web/lib/api-client";

/** Records a result in content_history (spec §7). */
export const postHistory = (entry: ApiBody<"/api/history", "post">) => unwrap(client.POST("/api/history", { body: entry }));
