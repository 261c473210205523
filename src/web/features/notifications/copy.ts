import type { EmailKind, NotificationKind } from "@/shared/contracts/collaboration";

export const notificationsCopy = {
  bell: (unread: number) => (unread ? `Notifications, ${unread} unread` : "Notifications"),
  title: "Notifications",
  markAllRead: "Mark all read",
  empty: "Nothing new. Mentions, approvals and failed posts show up here.",
  loadFailed: "Notifications could not be loaded.",
  loading: "Loading notifications…",
  kind: {
    mention: (who: string) => `${who} mentioned you`,
    reply: (who: string) => `${who} replied to a thread`,
    approval_requested: (who: string) => `${who} asks for approval`,
    approval_decided: (who: string) => `${who} decided on your draft`,
    publish_failed: () => "A scheduled post was not published",
  } satisfies Record<NotificationKind, (who: string) => string>,
  someone: "Someone",
  prefs: {
    title: "Notifications",
    description: "Notifications always appear under the bell. Choose which also reach you by email.",
    kinds: {
      mention: "When someone mentions me",
      approval_requested: "When a draft needs my approval",
      publish_failed: "When a scheduled post of mine fails",
    } satisfies Record<EmailKind, string>,
    saved: "Notification settings saved",
    failed: "Could not save notification settings",
    loadFailed: "Notification settings could not be loaded.",
  },
};
