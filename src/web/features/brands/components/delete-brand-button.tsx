import type { Brand } from "@/shared/contracts/brands";
import { messages } from "@/shared/messages";
import { ConfirmDeleteButton } from "@/web/components/confirm-delete-button";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useDeleteBrand } from "../api/delete-brand";
import { brandCopy } from "../copy";

/** Delete with a confirmation; a deleted selected brand falls back to 'No Brand' in the context. */
export function DeleteBrandButton({ brand }: { brand: Brand }) {
  const remove = useDeleteBrand();
  const manage = useCapability("manage");

  async function onConfirm() {
    try {
      await remove.mutateAsync(brand.id);
      toast.success(messages.brands.deleted);
    } catch (err) {
      toast.error(messages.brands.deleteFailed, errorMessage(err));
    }
  }

  return (
    <ConfirmDeleteButton
      label={brandCopy.deleteAction(brand.brand_name)}
      title={brandCopy.deleteTitle}
      description={brandCopy.deleteDescription(brand.brand_name)}
      pending={remove.isPending}
      showText
      disabledReason={manage.reason}
      onConfirm={() => void onConfirm()}
    />
  );
}
