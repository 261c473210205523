/** Words of the Analytics screen (web only). */
export const analyticsCopy = {
  title: "Analytics",
  description: "How your published posts did on each platform: likes, reposts, replies and the best times to post.",
  range: "Period",
  ranges: { 7: "7 days", 30: "30 days", 90: "90 days", 365: "12 months" } as Record<number, string>,
  download: "Download CSV",
  loadFailed: "Could not load analytics. Please try again.",
  retry: "Try again",
  emptyTitle: "Publish a post to see how it does",
  emptyDescription: "Numbers from Bluesky and Mastodon appear an hour after a post goes out and are updated for 30 days.",
  stats: { posts: "Posts published", likes: "Likes", reposts: "Reposts", replies: "Replies" },
  withNumbers: (n: number, of: number) => `${n} of ${of} with numbers so far`,
  byPlatform: { title: "By platform", engagement: "Engagement" },
  byWeek: { title: "By week", likes: "Likes", reposts: "Reposts", replies: "Replies" },
  weekOf: (week: string) => `Week of ${week}`,
  top: {
    title: "Top posts",
    post: "Post",
    platform: "Platform",
    published: "Published",
    likes: "Likes",
    reposts: "Reposts",
    replies: "Replies",
    notYet: "Not collected yet",
    open: "Open post",
  },
  best: {
    title: "Best time to post",
    description: (tz: string) => `Mean engagement per post by the hour it was published (${tz}).`,
    tooFew: (have: number, needed: number) =>
      `Best times appear once ${needed} posts have numbers; you have ${have}. Until then the squares below are what happened, not advice.`,
    none: "No posts with numbers in this period yet.",
    best: "Best hours",
    cell: (day: string, hour: number, posts: number, average: number) =>
      `${day} ${String(hour).padStart(2, "0")}:00: ${posts} ${posts === 1 ? "post" : "posts"}, ${average} engagement per post`,
    days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  },
  platforms: { bluesky: "Bluesky", mastodon: "Mastodon", webhook: "Webhook" } as Record<string, string>,
  csv: {
    headers: ["Published", "Platform", "Account", "Post", "Likes", "Reposts", "Replies", "Quotes", "Impressions", "Engagement", "Collected", "Link"],
  },
};
