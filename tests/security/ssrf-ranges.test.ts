import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { assertAllowedUrl } from "@/server/features/publishing/adapters/safe-url";
import { PublishError } from "@/server/features/publishing/adapters/types";
import { connect, createAccount } from "../helpers/publishing";
import { createUser } from "../helpers/users";

/**
 * User-given platform addresses (webhook, Mastodon, Bluesky) on a shared host: every address that ends up on
 * this machine or a private network is refused when saved and again at each call, including the IPv6 forms
 * the hand-kept list missed (IPv4-compatible, NAT64, 6to4, Teredo, site-local) and every loopback spelling.
 */
const REFUSED_HOSTS = [
  // loopback spellings (the URL parser turns the odd IPv4 ones into 127.0.0.1)
  "127.0.0.1",
  "127.1",
  "0x7f.1",
  "0177.0.0.1",
  "2130706433",
  "[::1]",
  "[::]",
  "0.0.0.0",
  "[::ffff:127.0.0.1]",
  "[::ffff:7f00:1]",
  // the ranges the old list missed
  "[::127.0.0.1]",
  "[::a9fe:a9fe]",
  "[64:ff9b::127.0.0.1]",
  "[64:ff9b::a9fe:a9fe]",
  "[64:ff9b:1::a00:1]",
  "[2002:7f00:1::1]",
  "[2002:a9fe:a9fe::1]",
  "[2001:0:4136:e378:8000:63bf:80ff:fffe]",
  "[fec0::1]",
  // private, link-local, cloud metadata
  "10.0.0.1",
  "192.168.0.10",
  "169.254.169.254",
  "[fd00:ec2::254]",
  "[fe80::1]",
];

let t: TestApp;
let token: string;
let account: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t)).access_token;
  account = await createAccount(t, token, "webhook");
});
afterAll(async () => {
  await t.close();
});

describe("addresses refused when a connection is saved", () => {
  it.each(REFUSED_HOSTS)("refuses a webhook at https://%s", async (host) => {
    const res = await connect(t, token, account, { platform: "webhook", webhook_url: `https://${host}/hook`, secret: "webhook-shared-secret-0123456789" });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe(messages.publishing.privateHost);
  });

  it("still takes a public address", async () => {
    const res = await connect(t, token, account, { platform: "webhook", webhook_url: "https://[2606:4700:4700::1111]/hook", secret: "webhook-shared-secret-0123456789" });
    expect(res.status).toBe(200);
  });
});

describe("addresses refused at each call", () => {
  it.each([...REFUSED_HOSTS, "localhost"])("refuses to call https://%s", async (host) => {
    const refusal = await assertAllowedUrl(`https://${host}/hook`, false).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(PublishError);
    expect((refusal as PublishError).message).toBe(messages.publishing.privateHost);
  });

  it("lets a public address through", async () => {
    await expect(assertAllowedUrl("https://[2001:4860:4860::8888]/hook", false)).resolves.toBeInstanceOf(URL);
    await expect(assertAllowedUrl("https://[64:ff9b::808:808]/hook", false)).resolves.toBeInstanceOf(URL);
  });
});
