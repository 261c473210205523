import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "@/web/lib/api-client";
import { imageKeys, uploadKeys } from "./image-keys";

export type ImageSource = "generated" | "uploaded";

/** DELETE /api/images/:id (saved generated) or /api/uploads/:id (uploaded); the row goes even if the file stays. */
export const deleteImage = ({ source, id }: { source: ImageSource; id: string }) =>
  source === "generated"
    ? unwrap(client.DELETE("/api/images/{id}", { params: { path: { id } } }))
    : unwrap(client.DELETE("/api/uploads/{id}", { params: { path: { id } } }));

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSettled: (_data, _err, { source }) => queryClient.invalidateQueries({ queryKey: source === "generated" ? imageKeys.all : uploadKeys.all }),
  });
}
