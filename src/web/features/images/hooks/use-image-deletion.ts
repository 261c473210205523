import { messages } from "@/shared/messages";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDeleteImage, type ImageSource } from "../api/delete-image";
import { imagesCopy as copy } from "../copy";

/** Deletes an image with the spec's toasts: 'Deletion Warning' when only the file stayed, 'Deletion Failed' on error. */
export function useImageDeletion(source: ImageSource, onDeleted: () => void) {
  const mutation = useDeleteImage();
  const remove = (id: string) =>
    mutation.mutate(
      { source, id },
      {
        onSuccess: (result) => {
          if (result.storage_error) toast.warning(messages.images.deletionWarning, messages.images.deleteStorageFailed(result.storage_error));
          else toast.success(copy.deleted);
          onDeleted();
        },
        onError: (err) => toast.error(messages.images.deletionFailed, messages.images.deleteDbFailed(errorMessage(err))),
      },
    );
  return { remove, deleting: mutation.isPending };
}
