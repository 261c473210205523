import type { Account } from "@/shared/contracts/accounts";
import { ConfirmDeleteButton } from "@/web/components/confirm-delete-button";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useDeleteAccount } from "../api/delete-account";
import { accountCopy } from "../copy";

export function DeleteAccountButton({ account }: { account: Account }) {
  const remove = useDeleteAccount();
  const manage = useCapability("manage");

  async function onConfirm() {
    try {
      await remove.mutateAsync(account.id);
      toast.success(accountCopy.deleted);
    } catch (err) {
      toast.error(accountCopy.deleteFailed, errorMessage(err));
    }
  }

  return (
    <ConfirmDeleteButton
      label={accountCopy.deleteAction(account.name)}
      title={accountCopy.deleteTitle}
      description={accountCopy.deleteDescription(account.name)}
      pending={remove.isPending}
      disabledReason={manage.reason}
      onConfirm={() => void onConfirm()}
    />
  );
}
