import type { DraftData } from "@/shared/contracts/drafts";

/**
 * Who made each version, as the server knows it (issue 26: a shared draft's versions say who asked for them). A
 * version the draft had before (the same made-at time: co-editing changes a version's text in place) keeps the
 * authorship stored with it; a new one is the caller's, whatever the client wrote in it, so no member can put
 * another's name on a new version.
 */
export function stampVersionAuthors(before: DraftData | undefined, data: DraftData, caller: { id: string; email: string }): DraftData {
  const known = new Map((before?.versions ?? []).map((v) => [v.timestamp, v]));
  const versions = data.versions.map((version) => {
    const { authorId: _id, authorName: _name, ...rest } = version;
    const stored = known.get(version.timestamp);
    if (stored) return { ...rest, ...(stored.authorId ? { authorId: stored.authorId } : {}), ...(stored.authorName ? { authorName: stored.authorName } : {}) };
    return { ...rest, authorId: caller.id, authorName: caller.email };
  });
  return { ...data, versions };
}
