import { messages } from "@/shared/messages";

/** Labels of the dashboard (spec §2). */
export const dashboardCopy = {
  title: messages.dashboard.title,
  description: "Create, refine and share on-brand content. Everything you need is one click away.",
  summary: {
    content: "Content Created",
    contentHint: "Posts, emails, newsletters and articles in your history",
    images: "Saved Images",
    imagesHint: "Generated images in your collection",
    recentTitle: "Recent Content",
    recentDescription: "Your 5 latest pieces of content",
    viewAll: "View all",
    empty: messages.history.empty,
    emptyHint: "Content you generate on the content pages shows up here.",
    startCreating: "Create a social post",
  },
  quickActions: {
    title: "Quick Actions",
    items: [
      { to: "/social-media", label: "New Social Post" },
      { to: "/image-playground", label: "Generate Image" },
      { to: "/history", label: "View History" },
      { to: "/prompts", label: "Prompts" },
    ],
  },
  playgrounds: {
    content: { to: "/content-playground", title: "Content Playground", description: "Turn raw notes into topics, then send them to any content page.", cta: "Open Content Playground" },
    image: { to: "/image-playground", title: "Image Playground", description: "Generate images from a prompt and save the best to your collection.", cta: "Open Image Playground" },
  },
  tools: {
    title: "Content Creation Tools",
    items: [
      { to: "/social-media", title: "Social Media", description: "Engaging posts for every platform, from text or images." },
      { to: "/email-broadcast", title: "Email Broadcast", description: "Emails that get opened, read and clicked." },
      { to: "/newsletter", title: "Newsletter", description: "Issues your readers look forward to." },
      { to: "/article", title: "Article", description: "Long-form articles with structure and depth." },
    ],
  },
  tutorials: {
    title: "Video Tutorials",
    comingSoon: messages.common.comingSoon,
    items: ["Getting Started", "Generating Content with AI", "Prompts and Brand Voice"],
  },
} as const;
