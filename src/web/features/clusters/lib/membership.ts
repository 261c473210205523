import { CLUSTERS } from "@/shared/constants";

export interface MembershipDiff {
  added: string[];
  removed: string[];
}

/** What Save changes: the chosen membership compared with the initial one (spec §4). */
export function diffMembership(initial: ReadonlySet<string>, chosen: ReadonlySet<string>): MembershipDiff {
  return {
    added: [...chosen].filter((id) => !initial.has(id)),
    removed: [...initial].filter((id) => !chosen.has(id)),
  };
}

export const hasChanges = (diff: MembershipDiff) => diff.added.length > 0 || diff.removed.length > 0;

/** Flips one post in or out of the chosen set, answering a new set. */
export function toggleMember(chosen: ReadonlySet<string>, id: string, include: boolean): Set<string> {
  const next = new Set(chosen);
  if (include) next.add(id);
  else next.delete(id);
  return next;
}

/** The cluster content preview: at most 90 characters (spec §9), whitespace collapsed. */
export function truncateContent(content: string, max: number = CLUSTERS.previewChars): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}...` : flat;
}
