import type { ConnectionStatus } from "@/shared/contracts/connections";
import { Badge } from "@/web/components/ui/badge";
import { connectionCopy } from "../copy";

const VARIANT = { ok: "success", failing: "destructive", untested: "outline" } as const;

/** The result of the connection's last test or call. */
export function ConnectionStatusBadge({ status }: { status: ConnectionStatus }) {
  return <Badge variant={VARIANT[status]}>{connectionCopy.status[status]}</Badge>;
}
