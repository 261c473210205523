import type { ReactNode } from "react";
import { Pencil } from "lucide-react";
import { PLATFORM_LABELS, type Account } from "@/shared/contracts/accounts";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { useCapability } from "@/web/lib/workspace-role";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { accountCopy } from "../copy";
import { DeleteAccountButton } from "./delete-account-button";

interface AccountRowProps {
  account: Account;
  onEdit: () => void;
  editDisabled: boolean;
  /** Actions another feature adds before Edit (the accounts page passes publishing's Connect button). */
  extraActions?: ReactNode;
  /** Another feature's status for the row (publishing's last check), composed by the page. */
  extraStatus?: ReactNode;
}

/** On narrow screens platform and handle move under the name and the description hides, so actions stay in view. */
export function AccountRow({ account, onEdit, editDisabled, extraActions, extraStatus }: AccountRowProps) {
  const manage = useCapability("manage");
  return (
    <TableRow>
      <TableCell className="font-medium">
        <span className="break-words">{account.name}</span>
        <span className="block text-xs font-normal text-muted-foreground md:hidden">
          {PLATFORM_LABELS[account.platform]} · {account.handle}
        </span>
      </TableCell>
      <TableCell className="max-md:hidden">{PLATFORM_LABELS[account.platform]}</TableCell>
      <TableCell className="text-muted-foreground max-md:hidden">{account.handle}</TableCell>
      <TableCell className="max-w-72 min-w-40 max-lg:hidden">
        <span className="line-clamp-2 text-muted-foreground">{account.description}</span>
      </TableCell>
      <TableCell>
        <Badge variant={account.is_active ? "success" : "outline"}>{account.is_active ? accountCopy.status.active : accountCopy.status.inactive}</Badge>
        {extraStatus}
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          {extraActions}
          <Button variant="ghost" size="icon" className="size-8" onClick={onEdit} disabled={editDisabled || !manage.allowed} title={manage.reason ?? undefined} aria-label={accountCopy.editAction(account.name)}>
            <Pencil aria-hidden="true" />
          </Button>
          <DeleteAccountButton account={account} />
        </div>
      </TableCell>
    </TableRow>
  );
}
