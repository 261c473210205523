/**
 * The proof that nothing was lost: compares what the users were told (the ledger's acknowledged writes) with what
 * is stored once the run has settled (rows, S3 objects, caught mail, the platform's deliveries). Pure: collect.ts
 * reads the stored state, this judges it. Every problem names the check it failed and the object it concerns.
 */
import type { Ledger } from "./ledger";

export interface Stored {
  /** content_history: id → content. */
  history: Map<string, string>;
  /** notes: id → content. */
  notes: Map<string, string>;
  /** post_images: id → image_path. */
  uploads: Map<string, string>;
  /** Object keys in the uploads bucket (without the bucket's prefix). */
  objects: Set<string>;
  /** stored_files keys of the uploads bucket (the quota ledger). */
  storedFiles: Set<string>;
  /** scheduled_posts: id → status. */
  posts: Map<string, string>;
  /** The Idempotency-Key of every delivery the platform received (`<post id>.<digest>`). */
  deliveries: string[];
  /** mail_outbox rows. */
  outbox: { to: string; status: string }[];
  /** Mail the SMTP catcher received. */
  mails: { to: string; data: string }[];
}

export type CheckName = "history" | "drafts" | "uploads" | "orphans" | "posts" | "mail" | "instance crashed";

export interface Problem {
  check: CheckName;
  detail: string;
}

export interface Verdict {
  problems: Problem[];
  /** What was checked, for the report. */
  counts: Record<string, number>;
}

/** The link token in a caught mail (quoted-printable may write `=` as `=3D` and break lines with `=\r\n`). */
export function mailToken(data: string): string | null {
  const m = /token=(?:3D)?([\w-]{16,})/.exec(data.replace(/=\r?\n/g, ""));
  return m ? m[1] : null;
}

function checkNotes(ledger: Ledger, stored: Stored, problems: Problem[]): number {
  const byNote = new Map<string, Ledger["notes"]>();
  for (const v of ledger.notes) byNote.set(v.id, [...(byNote.get(v.id) ?? []), v]);
  for (const [id, versions] of byNote) {
    versions.sort((a, b) => a.seq - b.seq);
    const lastAcked = versions.map((v) => v.acked).lastIndexOf(true);
    if (lastAcked < 0) continue;
    const allowed = versions.slice(lastAcked).filter((v, i) => i === 0 || !v.acked);
    const value = stored.notes.get(id);
    if (value === undefined) problems.push({ check: "drafts", detail: `draft ${id} is gone (last acknowledged: "${versions[lastAcked].content}")` });
    else if (!allowed.some((v) => v.content === value))
      problems.push({
        check: "drafts",
        detail: `draft ${id} holds "${value}", not its last acknowledged text "${versions[lastAcked].content}" nor a later attempt`,
      });
  }
  return byNote.size;
}

function checkUploads(ledger: Ledger, stored: Stored, problems: Problem[]): void {
  for (const u of ledger.uploads) {
    const path = stored.uploads.get(u.id);
    if (path === undefined) problems.push({ check: "uploads", detail: `upload ${u.id} acknowledged but its row is gone` });
    else if (!stored.objects.has(path)) problems.push({ check: "uploads", detail: `upload ${u.id} acknowledged but its file ${path} is gone` });
  }
  const rowPaths = new Set(stored.uploads.values());
  for (const key of stored.objects) if (!rowPaths.has(key)) problems.push({ check: "orphans", detail: `file ${key} is stored without an upload row` });
  for (const [id, path] of stored.uploads) if (!stored.objects.has(path)) problems.push({ check: "orphans", detail: `upload row ${id} has no file (${path})` });
  for (const key of stored.storedFiles)
    if (!stored.objects.has(key) && !rowPaths.has(key))
      problems.push({ check: "orphans", detail: `quota ledger counts ${key}, which is neither stored nor an upload` });
  for (const path of rowPaths)
    if (!stored.storedFiles.has(path)) problems.push({ check: "orphans", detail: `upload ${path} is not counted in the quota ledger` });
}

function checkPosts(ledger: Ledger, stored: Stored, problems: Problem[]): number {
  for (const p of ledger.posts) if (!stored.posts.has(p.id)) problems.push({ check: "posts", detail: `post ${p.id} acknowledged but not stored` });
  const keysByPost = new Map<string, Set<string>>();
  let redeliveries = 0;
  for (const key of stored.deliveries) {
    const id = key.split(".")[0];
    const keys = keysByPost.get(id) ?? new Set<string>();
    if (keys.has(key)) redeliveries++;
    keys.add(key);
    keysByPost.set(id, keys);
  }
  for (const [id, status] of stored.posts) {
    const published = keysByPost.get(id)?.size ?? 0;
    if (status !== "published") problems.push({ check: "posts", detail: `post ${id} is ${status}, not published` });
    if (published === 0 && status === "published")
      problems.push({ check: "posts", detail: `post ${id} is marked published but the platform never received it` });
    if (published > 1) problems.push({ check: "posts", detail: `post ${id} was published ${published} times` });
  }
  for (const id of keysByPost.keys())
    if (!stored.posts.has(id)) problems.push({ check: "posts", detail: `the platform received post ${id}, which is not stored` });
  return redeliveries;
}

function checkMail(ledger: Ledger, stored: Stored, problems: Problem[]): number {
  const count = <T>(items: T[], key: (t: T) => string) => items.reduce((m, t) => m.set(key(t), (m.get(key(t)) ?? 0) + 1), new Map<string, number>());
  for (const row of stored.outbox) if (row.status !== "sent") problems.push({ check: "mail", detail: `mail to ${row.to} is ${row.status}, not sent` });
  const sent = count(
    stored.outbox.filter((r) => r.status === "sent"),
    (r) => r.to,
  );
  const caught = count(stored.mails, (m) => m.to);
  for (const to of new Set([...sent.keys(), ...caught.keys()])) {
    const s = sent.get(to) ?? 0;
    const c = caught.get(to) ?? 0;
    if (c > s) problems.push({ check: "mail", detail: `${to} received ${c} mails for ${s} sent` });
    if (c < s) problems.push({ check: "mail", detail: `${to} received ${c} of ${s} mails marked sent` });
  }
  const tokens = count(
    stored.mails.filter((m) => mailToken(m.data)),
    (m) => mailToken(m.data)!,
  );
  let duplicates = 0;
  for (const [token, n] of tokens)
    if (n > 1) {
      duplicates += n - 1;
      problems.push({ check: "mail", detail: `the mail with link token ${token.slice(0, 8)}… arrived ${n} times` });
    }
  const rows = count(stored.outbox, (r) => r.to);
  const asked = count([...ledger.recovers, ...ledger.signups], (r) => r.email);
  for (const [to, n] of asked)
    if ((rows.get(to) ?? 0) < n) problems.push({ check: "mail", detail: `${to} was promised ${n} mails; ${rows.get(to) ?? 0} are in the outbox` });
  return duplicates;
}

export function check(ledger: Ledger, stored: Stored): Verdict {
  const problems: Problem[] = [];
  for (const h of ledger.history) {
    const value = stored.history.get(h.id);
    if (value === undefined) problems.push({ check: "history", detail: `history item ${h.id} acknowledged but gone` });
    else if (value !== h.content) problems.push({ check: "history", detail: `history item ${h.id} holds "${value}", not "${h.content}"` });
  }
  const drafts = checkNotes(ledger, stored, problems);
  checkUploads(ledger, stored, problems);
  const redeliveries = checkPosts(ledger, stored, problems);
  const mailDuplicates = checkMail(ledger, stored, problems);
  return {
    problems,
    counts: {
      "history items acknowledged": ledger.history.length,
      "drafts edited": drafts,
      "draft edits acknowledged": ledger.notes.filter((n) => n.acked && n.seq > 0).length,
      "uploads acknowledged": ledger.uploads.length,
      "files stored": stored.objects.size,
      "posts acknowledged": ledger.posts.length,
      "posts stored": stored.posts.size,
      "platform deliveries": stored.deliveries.length,
      "repeat deliveries with the same key (absorbed by the platform)": redeliveries,
      "reset mails acknowledged": ledger.recovers.length,
      "mails in the outbox": stored.outbox.length,
      "mails caught": stored.mails.length,
      "mails caught twice": mailDuplicates,
    },
  };
}

/** Memory is "back to its level" when the end RSS is within `tolerance` (a fraction) or `slackMiB` of the baseline. */
export function memoryRecovered(baselineMiB: number, endMiB: number, tolerance = 0.25, slackMiB = 40): boolean {
  return endMiB <= Math.max(baselineMiB * (1 + tolerance), baselineMiB + slackMiB);
}
