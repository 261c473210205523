import type { PublishablePlatform } from "@/shared/platform-limits";
import { blueskyAdapter } from "./bluesky";
import { facebookAdapter } from "./facebook";
import { instagramAdapter } from "./instagram";
import { linkedinAdapter } from "./linkedin";
import { mastodonAdapter } from "./mastodon";
import { threadsAdapter } from "./threads";
import type { PlatformAdapter } from "./types";
import { webhookAdapter } from "./webhook";
import { xAdapter } from "./x";

export const platformAdapters: Record<PublishablePlatform, PlatformAdapter> = {
  bluesky: blueskyAdapter,
  mastodon: mastodonAdapter,
  webhook: webhookAdapter,
  linkedin: linkedinAdapter,
  twitter: xAdapter,
  threads: threadsAdapter,
  facebook: facebookAdapter,
  instagram: instagramAdapter,
};
