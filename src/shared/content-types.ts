export const CONTENT_TYPES = ["social_media", "email_broadcast", "newsletter", "article", "general"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  social_media: "Social Media",
  email_broadcast: "Email Broadcast",
  newsletter: "Newsletter",
  article: "Article",
  general: "General",
};

/** Prompt types: on create (spec §3), on edit, and in the page filter. */
export const PROMPT_TYPES = ["social_media", "blog", "email", "article", "newsletter", "general", "image", "email_broadcast"] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];
/**
 * The same types on create and on edit (issue 24 point 10: a type offered on one form and not the other could not
 * be set back). The spec's two shorter lists each left one out (article on create, image on edit).
 */
export const PROMPT_CREATE_TYPES = ["social_media", "blog", "email", "article", "newsletter", "general", "image"] as const satisfies readonly PromptType[];
export const PROMPT_EDIT_TYPES = PROMPT_CREATE_TYPES;
export const PROMPT_FILTER_TYPES = ["all", "social_media", "blog", "email", "article", "newsletter", "general"] as const;

export const PROMPT_TYPE_LABELS: Record<PromptType, string> = {
  social_media: "Social Media",
  blog: "Blog",
  email: "Email",
  article: "Article",
  newsletter: "Newsletter",
  general: "General",
  image: "Image",
  email_broadcast: "Email Broadcast",
};

/** Library category chips of spec §2, in order. */
export const LIBRARY_CATEGORIES = ["all", "social_media", "blog", "email", "general", "email_broadcast", "newsletter", "article"] as const;

/**
 * Which prompt types a content page offers. A fetch by email_broadcast also matches email (spec §3), and one by
 * article also matches blog: the library's Blog prompts are articles (issue 24 point 10).
 */
export function promptTypesForContentType(type: ContentType | "image"): PromptType[] {
  if (type === "email_broadcast") return ["email_broadcast", "email"];
  if (type === "article") return ["article", "blog"];
  return [type];
}

export interface ContentPageDef {
  contentType: ContentType;
  path: string;
  title: string;
  description: string;
  storageKey: string;
  rowsPerAdd: number;
  multiTopic: boolean;
}

export const CONTENT_PAGES: readonly ContentPageDef[] = [
  {
    contentType: "social_media",
    path: "/social-media",
    title: "Social Media Posts",
    description: "Create engaging posts for your social channels from text or images.",
    storageKey: "socialMediaPostsData",
    rowsPerAdd: 5,
    multiTopic: true,
  },
  {
    contentType: "email_broadcast",
    path: "/email-broadcast",
    title: "Email Broadcast",
    description: "Write email broadcasts that get opened, read and clicked.",
    storageKey: "emailBroadcastPostsData",
    rowsPerAdd: 1,
    multiTopic: true,
  },
  {
    contentType: "newsletter",
    path: "/newsletter",
    title: "Newsletter",
    description: "Turn your ideas into a newsletter issue your readers look forward to.",
    storageKey: "newsletterPostsData",
    rowsPerAdd: 1,
    multiTopic: false,
  },
  {
    contentType: "article",
    path: "/article",
    title: "Article",
    description: "Draft long-form articles and blog posts with structure and depth.",
    storageKey: "articlePostsData",
    rowsPerAdd: 1,
    multiTopic: false,
  },
  {
    contentType: "general",
    path: "/other",
    title: "Other Content",
    description: "Generate any other kind of content: bios, scripts, product copy and more.",
    storageKey: "otherPostsData",
    rowsPerAdd: 1,
    multiTopic: true,
  },
];
