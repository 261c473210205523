import { client, unwrap } from "@/web/lib/api-client";

/** Stores the member's current brand in this tab's workspace on the server (null: no brand). */
export const saveCurrentBrand = (brandId: string | null) => unwrap(client.PUT("/api/workspaces/current/brand", { body: { brand_id: brandId } }));
