import type { PublishablePlatform } from "@/shared/platform-limits";
import { blueskyAdapter } from "./bluesky";
import { linkedinAdapter } from "./linkedin";
import { mastodonAdapter } from "./mastodon";
import type { PlatformAdapter } from "./types";
import { webhookAdapter } from "./webhook";
import { xAdapter } from "./x";

export const platformAdapters: Record<PublishablePlatform, PlatformAdapter> = {
  bluesky: blueskyAdapter,
  mastodon: mastodonAdapter,
  webhook: webhookAdapter,
  linkedin: linkedinAdapter,
  twitter: xAdapter,
};
