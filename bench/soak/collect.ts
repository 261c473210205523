/** Reads what is stored once the run has settled, for the checker: rows, the S3 bucket's objects, caught mail, deliveries. */
import { ListObjectsCommand, S3Client } from "@aws-sdk/client-s3";
import pg from "pg";
import type { FakeWebhook } from "../../tests/helpers/fake-webhook";
import type { Stored } from "./checker";
import type { S3Server, SmtpCatcher } from "./services";

const UPLOADS_BUCKET = "image-storage";

export async function listObjects(s3: S3Server): Promise<Set<string>> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  const keys = new Set<string>();
  // Version 1 listing, pages by Marker: s3rver makes a list-type=2 continuation token with a cipher OpenSSL 3 no
  // longer has, so any listing of more than 1,000 objects failed with a 500 (the long run ended on it).
  let after: string | undefined;
  for (;;) {
    const page = await client.send(new ListObjectsCommand({ Bucket: s3.bucket, Prefix: `${UPLOADS_BUCKET}/`, Marker: after }));
    const listed = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
    for (const key of listed) keys.add(key.slice(UPLOADS_BUCKET.length + 1));
    if (!page.IsTruncated || listed.length === 0) break;
    after = listed[listed.length - 1];
  }
  client.destroy();
  return keys;
}

export async function collect(databaseUrl: string, s3: S3Server, smtp: SmtpCatcher, platform: FakeWebhook): Promise<Stored> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = async <T extends pg.QueryResultRow>(sql: string) => (await db.query<T>(sql)).rows;
    const pairs = (list: { k: string; v: string }[]) => new Map(list.map((r) => [r.k, r.v]));
    return {
      history: pairs(await rows("select id::text as k, content as v from content_history")),
      notes: pairs(await rows("select id::text as k, data->>'textContent' as v from drafts")),
      uploads: pairs(await rows("select id::text as k, image_path as v from post_images")),
      objects: await listObjects(s3),
      storedFiles: new Set((await rows<{ key: string }>(`select key from stored_files where bucket = '${UPLOADS_BUCKET}'`)).map((r) => r.key)),
      posts: pairs(await rows("select id::text as k, status as v from scheduled_posts")),
      deliveries: platform.deliveries.map((d) => d.idempotencyKey ?? `unknown.${d.id}`),
      outbox: await rows<{ to: string; status: string }>(`select "to", status from mail_outbox`),
      mails: smtp.received().flatMap((m) => m.to.map((to) => ({ to, data: m.data }))),
    };
  } finally {
    await db.end();
  }
}

/** True once no post waits to go out and no mail waits to be sent (or `deadline` passed). */
export async function settled(databaseUrl: string): Promise<{ pendingPosts: number; pendingMail: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const posts = await db.query<{ n: string }>("select count(*) as n from scheduled_posts where status in ('scheduled', 'publishing')");
    const mail = await db.query<{ n: string }>("select count(*) as n from mail_outbox where status = 'pending'");
    return { pendingPosts: Number(posts.rows[0].n), pendingMail: Number(mail.rows[0].n) };
  } finally {
    await db.end();
  }
}

/** Seconds from `since` until the last mail that was waiting then was sent (the SMTP backlog's drain time). */
export async function mailDrainS(databaseUrl: string, since: number): Promise<number | null> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ last: Date | null }>(
      "select max(sent_at) as last from mail_outbox where created_at <= $1 and status = 'sent' and sent_at >= $1",
      [new Date(since).toISOString()],
    );
    return rows[0].last ? (new Date(rows[0].last).getTime() - since) / 1000 : null;
  } finally {
    await db.end();
  }
}
