import { Trash2 } from "lucide-react";
import type { Account } from "@/shared/contracts/accounts";
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
import { useDeleteAccount } from "../api/delete-account";
import { accountCopy } from "../copy";

export function DeleteAccountButton({ account }: { account: Account }) {
  const remove = useDeleteAccount();

  async function onConfirm() {
    try {
      await remove.mutateAsync(account.id);
      toast.success(accountCopy.deleted);
    } catch (err) {
      toast.error(accountCopy.deleteFailed, errorMessage(err));
    }
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8 text-destructive hover:text-destructive" aria-label={accountCopy.deleteAction(account.name)} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{accountCopy.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{accountCopy.deleteDescription(account.name)}</AlertDialogDescription>
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
