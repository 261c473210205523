import type { PublishablePlatform } from "@/shared/platform-limits";
import { blueskyAdapter } from "./bluesky";
import { mastodonAdapter } from "./mastodon";
import type { PlatformAdapter } from "./types";
import { webhookAdapter } from "./webhook";

export const platformAdapters: Record<PublishablePlatform, PlatformAdapter> = {
  bluesky: blueskyAdapter,
  mastodon: mastodonAdapter,
  webhook: webhookAdapter,
};
