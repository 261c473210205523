import { Trash2 } from "lucide-react";
import type { Brand } from "@/shared/contracts/brands";
import { messages } from "@/shared/messages";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDeleteBrand } from "../api/delete-brand";
import { brandCopy } from "../copy";

/** Delete with a confirmation; a deleted selected brand falls back to 'No Brand' in the context. */
export function DeleteBrandButton({ brand }: { brand: Brand }) {
  const remove = useDeleteBrand();

  async function onConfirm() {
    try {
      await remove.mutateAsync(brand.id);
      toast.success(messages.brands.deleted);
    } catch (err) {
      toast.error(messages.brands.deleteFailed, errorMessage(err));
    }
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" aria-label={brandCopy.deleteAction(brand.brand_name)} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          <span className="max-sm:sr-only">{messages.common.delete}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{brandCopy.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{brandCopy.deleteDescription(brand.brand_name)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{messages.common.cancel}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => void onConfirm()}>
            {messages.common.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
