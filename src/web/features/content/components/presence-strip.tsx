import type { DraftPage } from "@/shared/contracts/drafts";
import { pageRoom, type PresenceState } from "@/shared/contracts/collab";
import { contentCopy } from "../copy";
import { useCollabRoom } from "../hooks/use-collab";

const copy = contentCopy.collab;

function initials(name: string) {
  return name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join("");
}

/**
 * Who else is on this content page (issue 26 point 3): an avatar per member, with what they are doing (editing
 * which row, generating). Their tab closing removes them within seconds (the server drops a closed socket's
 * presence at once).
 */
export function PresenceStrip({ page, rowIds, editing, generating }: { page: DraftPage; rowIds: string[]; editing: string | null; generating: boolean }) {
  const { others } = useCollabRoom(pageRoom(page), { editing, generating });
  const people = [...new Map(others.map((o) => [o.user.id, o] as [string, PresenceState])).values()];
  if (people.length === 0) return null;
  const doing = (p: PresenceState) => {
    const row = p.editing ? rowIds.indexOf(p.editing) + 1 : 0;
    if (p.generating) return copy.generating(p.user.name);
    return row > 0 ? copy.editingRow(p.user.name, row) : copy.here(p.user.name);
  };
  return (
    <ul aria-label={copy.presence} className="flex flex-wrap items-center gap-2" data-testid="presence-strip">
      {people.map((p) => (
        <li
          key={p.user.id}
          className="flex items-center gap-1.5 rounded-full border bg-background py-0.5 pr-2.5 pl-0.5 text-xs"
          title={doing(p)}
          data-testid="presence-avatar"
        >
          <span
            aria-hidden
            className="flex size-6 items-center justify-center rounded-full text-[10px] font-semibold text-white"
            style={{ background: p.user.color }}
          >
            {initials(p.user.name)}
          </span>
          <span>{doing(p)}</span>
        </li>
      ))}
    </ul>
  );
}
