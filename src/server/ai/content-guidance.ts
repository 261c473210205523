/** What each content type should look like, told to provider models in the system prompt. */
import type { ContentType } from "@/shared/content-types";

export const CONTENT_TYPE_NAMES: Record<ContentType, string> = {
  social_media: "social media post",
  email_broadcast: "email broadcast",
  newsletter: "newsletter issue",
  article: "article",
  general: "piece of content",
};

export const CONTENT_GUIDANCE: Record<ContentType, string> = {
  social_media: [
    "A social media post: open with a hook in the first line that stops the scroll.",
    "Keep paragraphs to one or two short sentences with line breaks between them.",
    "Give one clear idea and end with a call to action or a question. Hashtags go on the last line: as many as the prompt asks for, or up to three when it does not say.",
    "Stay within what the platform allows (under 280 characters for X; under 3,000 for LinkedIn).",
  ].join(" "),
  email_broadcast: [
    "An email broadcast: start with a line 'Subject: ...' (under 60 characters, specific, no clickbait),",
    "then a greeting, a short body that delivers one message and its value to the reader,",
    "one clear call to action, and a sign-off. Write like a person, not a brochure.",
  ].join(" "),
  newsletter: [
    "A newsletter issue: a title, a short intro that says what the issue covers,",
    "two to four sections with clear headings, each with a takeaway, and a closing note with a call to action.",
  ].join(" "),
  article: [
    "An article: a specific title, an introduction that states the problem and promise,",
    "several sections with headings that build an argument with examples or evidence, and a conclusion with next steps.",
    "Use markdown headings (##) for sections.",
  ].join(" "),
  general: "A general piece of content: follow the prompt style closely and choose the structure that serves the reader best.",
};
