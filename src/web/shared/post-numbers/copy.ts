/** A published post's numbers, as the calendar, a post's details and History show them. */
export const postNumbersCopy = {
  label: (likes: number, reposts: number, replies: number) =>
    `${likes} ${likes === 1 ? "like" : "likes"}, ${reposts} ${reposts === 1 ? "repost" : "reposts"}, ${replies} ${replies === 1 ? "reply" : "replies"}`,
  impressions: (n: number) => `${n} ${n === 1 ? "impression" : "impressions"}`,
  notYet: "Likes, reposts and replies appear here an hour after publishing.",
  notYetShort: "No numbers yet",
  notAvailable: "Numbers are not available for webhook posts.",
  notAvailableShort: "No numbers for webhooks",
};
