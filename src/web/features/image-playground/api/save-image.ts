import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateUserImageBody } from "@/shared/contracts/images";
import { client, unwrap } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

/** Saves a generated image to the collection (POST /api/images). */
export const saveImage = (body: CreateUserImageBody) => unwrap(client.POST("/api/images", { body }));

export function useSaveImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImage,
    // Every saved-image query (My Images, the image picker) lives under the "images" root.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.images }),
  });
}
