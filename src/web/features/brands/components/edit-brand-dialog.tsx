import type { Brand } from "@/shared/contracts/brands";
import { messages } from "@/shared/messages";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useUpdateBrand } from "../api/update-brand";
import { brandToForm, formToBrandBody, type BrandFormValues } from "../lib/brand-form-values";
import { brandCopy } from "../copy";
import { BrandForm } from "./brand-form";

interface EditBrandDialogProps {
  /** The brand being edited; kept while the dialog animates closed. */
  brand: Brand | null;
  open: boolean;
  onClose: () => void;
}

/** The 'Edit Brand' modal; saving closes it (spec §4). */
export function EditBrandDialog({ brand, open, onClose }: EditBrandDialogProps) {
  const update = useUpdateBrand();

  async function onSubmit(values: BrandFormValues) {
    if (!brand) return false;
    try {
      await update.mutateAsync({ id: brand.id, body: formToBrandBody(values) });
      toast.success(messages.brands.updated);
      onClose();
      return true;
    } catch (err) {
      toast.error(messages.brands.updateFailed, errorMessage(err));
      return false;
    }
  }

  return (
    <Dialog open={open && brand !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{messages.brands.editBrand}</DialogTitle>
          <DialogDescription>{brand?.brand_name}</DialogDescription>
        </DialogHeader>
        {brand && (
          <BrandForm
            key={brand.id}
            defaultValues={brandToForm(brand)}
            submitLabel={messages.common.save}
            pendingLabel={brandCopy.saving}
            onSubmit={onSubmit}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
