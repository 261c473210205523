import { useState } from "react";
import { Plug } from "lucide-react";
import type { Account } from "@/shared/contracts/accounts";
import { Button } from "@/web/components/ui/button";
import { useCapability } from "@/web/lib/workspace-role";
import { usePublishingAccounts } from "../api/get-publishing-accounts";
import { publishingCopy } from "../copy";
import { ConnectDialog } from "./connect-dialog";

const c = publishingCopy.connect;

/** An account row's "Connect to platform": shows whether it is connected, opens the publishingAccount dialog. */
export function ConnectButton({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const publishingAccounts = usePublishingAccounts();
  const publishingAccount = publishingAccounts.data?.get(account.id);
  const connected = publishingAccount?.platform === account.platform;
  // The platform revoked the access or its renewal failed: the row says so (the reason is in the dialog).
  const reconnect = connected && Boolean(publishingAccount?.reconnect_reason);
  // Publishing accounts are the workspace's: admins and owners connect them; others see the state, disabled, and why.
  const manage = useCapability("manage");
  return (
    <>
      <Button variant={connected ? "ghost" : "outline"} size="sm" className="h-8 gap-1.5" disabled={!manage.allowed} title={manage.reason ?? undefined} onClick={() => setOpen(true)}>
        <Plug aria-hidden className={reconnect ? "text-destructive" : connected ? "text-success" : undefined} />
        <span className="max-sm:sr-only">{reconnect ? c.reconnectShort : connected ? c.connectedShort : c.action}</span>
        <span className="sr-only">: {account.name}</span>
      </Button>
      {open && <ConnectDialog account={account} publishingAccount={connected ? publishingAccount : undefined} open={open} onOpenChange={setOpen} />}
    </>
  );
}
