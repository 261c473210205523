import { cn } from "@/web/lib/cn";

/**
 * Why controls beside it are disabled for the user's role in this workspace (issue 25): the reason from
 * `useCapability`, shown as a line of text (a disabled button's tooltip is not reachable by keyboard or touch).
 * Renders nothing when the role may act.
 */
export function RoleReason({ reason, className, id }: { reason: string | null; className?: string; id?: string }) {
  if (!reason) return null;
  return (
    <p id={id} role="note" data-testid="role-reason" className={cn("text-xs text-muted-foreground", className)}>
      {reason}
    </p>
  );
}
