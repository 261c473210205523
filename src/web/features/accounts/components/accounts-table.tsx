import { useState, type ReactNode } from "react";
import type { Account } from "@/shared/contracts/accounts";
import { messages } from "@/shared/messages";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { AccountEditRow } from "./account-edit-row";
import { AccountRow } from "./account-row";

/** Columns that give way on narrow screens (their values move under the name). */
const COLUMNS = [
  ["name", ""],
  ["platform", "max-md:hidden"],
  ["handle", "max-md:hidden"],
  ["description", "max-lg:hidden"],
  ["status", ""],
] as const;

/**
 * Name, Platform, Handle, Description, Status, Actions; one row at a time in inline edit. `rowActions` and
 * `rowStatus` add a row's actions and status owned by another feature (the page composes them: accounts import no other feature).
 */
export function AccountsTable({
  accounts,
  isLoading,
  rowActions,
  rowStatus,
}: {
  accounts: Account[] | undefined;
  isLoading: boolean;
  rowActions?: (account: Account) => ReactNode;
  rowStatus?: (account: Account) => ReactNode;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {COLUMNS.map(([column, hide]) => (
            <TableHead key={column} className={hide}>
              {messages.accounts.columns[column]}
            </TableHead>
          ))}
          <TableHead className="text-right">{messages.accounts.columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading &&
          [0, 1, 2].map((i) => (
            <TableRow key={i}>
              <TableCell colSpan={6}>
                <Skeleton className="h-6 w-full" />
              </TableCell>
            </TableRow>
          ))}
        {accounts?.map((account) =>
          account.id === editingId ? (
            <AccountEditRow key={account.id} account={account} onDone={() => setEditingId(null)} />
          ) : (
            <AccountRow key={account.id} account={account} onEdit={() => setEditingId(account.id)} editDisabled={editingId !== null} extraActions={rowActions?.(account)} extraStatus={rowStatus?.(account)} />
          ),
        )}
      </TableBody>
    </Table>
  );
}
