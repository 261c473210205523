import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { brandKeys } from "./get-brands";

/** Stores the member's current brand in this tab's workspace on the server (null: no brand). */
export const saveCurrentBrand = (brandId: string | null) => unwrap(client.PUT("/api/workspaces/current/brand", { body: { brand_id: brandId } }));

/**
 * The workspace's current brand as the server keeps it: this member's choice, else the owner's (so another member
 * and another device see it). Under the brands root, so a change to the brands reads it again.
 */
export const currentBrandQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.current(), queryFn: async ({ signal }) => unwrap(client.GET("/api/workspaces/current/brand", { signal })) });

export function useServerCurrentBrand(options: { enabled: boolean }) {
  return useQuery({ ...currentBrandQueryOptions(), enabled: options.enabled });
}
