import { describe, expect, it } from "vitest";
import { check, mailToken, memoryRecovered, type Stored } from "../../bench/soak/checker";
import { emptyLedger, type Ledger } from "../../bench/soak/ledger";

const POST = "0b6f1c1e-0000-4000-8000-000000000001";
const TOKEN = "abcdefghijklmnopqrstuvwx";

function ledger(): Ledger {
  const l = emptyLedger();
  l.history.push({ id: "h1", content: "saved" });
  l.notes.push({ id: "n1", content: "v0", acked: true, seq: 0 }, { id: "n1", content: "v1", acked: true, seq: 1 });
  l.uploads.push({ id: "u1", path: "user/a.png" });
  l.posts.push({ id: POST, dueAt: "2026-01-01T00:00:00Z" });
  l.signups.push({ email: "a@example.com" });
  l.recovers.push({ email: "a@example.com", at: 0 });
  return l;
}

function stored(): Stored {
  return {
    history: new Map([["h1", "saved"]]),
    notes: new Map([["n1", "v1"]]),
    uploads: new Map([["u1", "user/a.png"]]),
    objects: new Set(["user/a.png"]),
    storedFiles: new Set(["user/a.png"]),
    posts: new Map([[POST, "published"]]),
    deliveries: [`${POST}.0123456789abcdef`],
    outbox: [
      { to: "a@example.com", status: "sent" },
      { to: "a@example.com", status: "sent" },
    ],
    mails: [
      { to: "a@example.com", data: `Subject: Confirm\r\n\r\nhttp://x/auth/confirm?token=3D${TOKEN}1` },
      { to: "a@example.com", data: `Subject: Reset\r\n\r\nhttp://x/reset-password?token=${TOKEN}2` },
    ],
  };
}

const details = (l: Ledger, s: Stored) => check(l, s).problems.map((p) => `${p.check}: ${p.detail}`);

describe("soak checker", () => {
  it("passes when everything acknowledged is stored once", () => {
    expect(details(ledger(), stored())).toEqual([]);
  });

  it("finds a lost or changed history item", () => {
    const s = stored();
    s.history.delete("h1");
    expect(details(ledger(), s)).toEqual(["history: history item h1 acknowledged but gone"]);
    s.history.set("h1", "other");
    expect(details(ledger(), s)[0]).toContain('holds "other"');
  });

  it("accepts a draft's last acknowledged text or a later attempt of unknown outcome, nothing older", () => {
    const l = ledger();
    l.notes.push({ id: "n1", content: "v2", acked: false, seq: 2 });
    const s = stored();
    expect(details(l, s)).toEqual([]);
    s.notes.set("n1", "v2");
    expect(details(l, s)).toEqual([]);
    s.notes.set("n1", "v0");
    expect(details(l, s)).toEqual(['drafts: draft n1 holds "v0", not its last acknowledged text "v1" nor a later attempt']);
    s.notes.delete("n1");
    expect(details(l, s)[0]).toContain("draft n1 is gone");
  });

  it("finds uploads lost and files or rows orphaned", () => {
    const s = stored();
    s.objects.delete("user/a.png");
    expect(details(ledger(), s)).toEqual(["uploads: upload u1 acknowledged but its file user/a.png is gone", "orphans: upload row u1 has no file (user/a.png)"]);
    const t = stored();
    t.objects.add("user/stray.png");
    t.storedFiles.add("user/stray.png");
    expect(details(ledger(), t)).toEqual(["orphans: file user/stray.png is stored without an upload row"]);
    const u = stored();
    u.storedFiles.add("user/gone.png");
    expect(details(ledger(), u)).toEqual(["orphans: quota ledger counts user/gone.png, which is neither stored nor an upload"]);
  });

  it("finds posts lost, unpublished and published twice; a repeat of the same key is absorbed and counted", () => {
    const s = stored();
    s.deliveries.push(`${POST}.0123456789abcdef`);
    const verdict = check(ledger(), s);
    expect(verdict.problems).toEqual([]);
    expect(verdict.counts["repeat deliveries with the same key (absorbed by the platform)"]).toBe(1);
    s.deliveries.push(`${POST}.fedcba9876543210`);
    expect(details(ledger(), s)).toEqual([`posts: post ${POST} was published 2 times`]);
    const t = stored();
    t.posts.set(POST, "failed");
    t.deliveries.length = 0;
    expect(details(ledger(), t)).toEqual([`posts: post ${POST} is failed, not published`]);
    const u = stored();
    u.posts.clear();
    expect(details(ledger(), u)).toEqual([`posts: post ${POST} acknowledged but not stored`, `posts: the platform received post ${POST}, which is not stored`]);
  });

  it("finds mail not sent, lost, or received twice", () => {
    const s = stored();
    s.outbox[1].status = "pending";
    expect(details(ledger(), s)).toEqual(["mail: mail to a@example.com is pending, not sent", "mail: a@example.com received 2 mails for 1 sent"]);
    const t = stored();
    t.mails.push({ ...t.mails[1] });
    t.outbox.push({ to: "a@example.com", status: "sent" });
    expect(details(ledger(), t)).toEqual([`mail: the mail with link token ${TOKEN.slice(0, 8)}… arrived 2 times`]);
    const u = stored();
    u.outbox.pop();
    u.mails.pop();
    expect(details(ledger(), u)).toEqual(["mail: a@example.com was promised 2 mails; 1 are in the outbox"]);
  });

  it("reads a link token through quoted-printable", () => {
    expect(mailToken(`token=3D${TOKEN.slice(0, 10)}=\r\n${TOKEN.slice(10)}\r\n`)).toBe(TOKEN);
    expect(mailToken("no link")).toBeNull();
  });

  it("judges memory back to its level within 25 % or 40 MiB", () => {
    expect(memoryRecovered(200, 240)).toBe(true);
    expect(memoryRecovered(200, 251)).toBe(false);
    expect(memoryRecovered(100, 139)).toBe(true);
    expect(memoryRecovered(100, 141)).toBe(false);
  });
});
