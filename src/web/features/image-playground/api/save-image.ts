import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateUserImageBody, UserImage } from "@/shared/contracts/images";
import { api } from "@/web/lib/api-client";
import { queryRoots } from "@/web/lib/query-roots";

/** Saves a generated image to the collection (POST /api/images). */
export const saveImage = (body: CreateUserImageBody) => api.post<UserImage>("/images", body);

export function useSaveImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImage,
    // Every saved-image query (My Images, the image picker) lives under the "images" root.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.images }),
  });
}
