import { createContext, useContext } from "react";
import { messages } from "@/shared/messages";
import { type Capability, can, type WorkspaceRole } from "@/shared/roles";

/**
 * The signed-in user's role in this tab's workspace (issue 25), provided by the shell from GET /api/workspaces.
 * Until it is known, and in a personal workspace, the user owns what they see.
 */
export const WorkspaceRoleContext = createContext<WorkspaceRole>("owner");

/**
 * Whether the user may do something here, and if not, the reason to show beside the disabled control (the same
 * words the server answers with 403): `const publish = useCapability("publish")` then
 * `<Button disabled={!publish.allowed} title={publish.reason ?? undefined}>`.
 */
export function useCapability(capability: Capability): { allowed: boolean; reason: string | null } {
  const role = useContext(WorkspaceRoleContext);
  const allowed = can(role, capability);
  return { allowed, reason: allowed ? null : messages.workspaces.roleCannot(role, messages.workspaces.actions[capability]) };
}
