/**
 * Curated prompt library shipped with the product.
 *
 * These rows seed the `prompt_library` table that backs the "Prompt Library"
 * screen (category chips: Social Media, Blog, Email, General, Email Broadcast,
 * Newsletter, Article) and the template select of the Image Playground
 * (type "image"). Users copy them into "My Prompts" with "Add to My Prompts".
 *
 * Every `prompt_text` is an instruction to the AI writer. The user's source
 * text (topic, notes, draft, images), optional additional context and optional
 * brand context are sent separately by the generation functions, so the
 * templates refer to "the text provided" / "my notes" / "my prompt" instead of
 * using placeholders the app cannot fill. Bracketed markers such as
 * "[add: ...]" are deliberate hints for the marketer to fill in by hand.
 *
 * The content pages strip the characters * _ ~ ` from displayed posts, so the
 * templates never ask for bold or italics.
 */

export type LibraryPromptType =
  | "social_media"
  | "blog"
  | "email"
  | "general"
  | "email_broadcast"
  | "newsletter"
  | "article"
  | "image";

export type LibraryPromptSeed = {
  name: string;
  description: string;
  type: LibraryPromptType;
  prompt_text: string;
};

/** Appended to every text prompt so the selected brand's rules always win. */
const BRAND_NOTE =
  "If a brand context is provided, follow its voice, spelling preference and its rules on emojis, dashes and semicolons; they take priority over the style rules above.";

/** Joins the lines of a text-writing template and appends the brand note. */
function text(...lines: string[]): string {
  return [...lines, BRAND_NOTE].join("\n");
}

/** Joins the sentences of an image-generation template into one paragraph. */
function image(...sentences: string[]): string {
  return sentences.join(" ");
}

// ---------------------------------------------------------------------------
// Social Media
// ---------------------------------------------------------------------------

const SOCIAL_MEDIA: LibraryPromptSeed[] = [
  {
    name: "LinkedIn Thought Leadership Post",
    description:
      "Turn an opinion, lesson or insight from your notes into a credible LinkedIn post that positions you as an expert and invites discussion.",
    type: "social_media",
    prompt_text: text(
      "You are a B2B ghostwriter for founders and marketing leaders. Turn the text provided into one LinkedIn thought leadership post.",
      "Audience: professionals in the reader's industry who scroll fast and value specific, earned insight.",
      "Structure:",
      "- Line 1: a hook under 12 words stating a clear point of view or a surprising observation. Do not open with a question.",
      "- Line 2: blank, so the hook stands alone above \"see more\".",
      "- Body: 3 to 5 short paragraphs of 1 to 3 sentences. Support the point with one concrete example, number or personal experience from the text. Never invent statistics.",
      "- Close with one open question that invites readers to share their own experience.",
      "- Last line: 3 relevant hashtags.",
      "Rules: first person, confident but not arrogant, plain language, no buzzwords (synergy, game-changer, unlock, leverage). No more than 1,300 characters and 2 emojis. Plain text, no markdown. Output only the post.",
    ),
  },
  {
    name: "LinkedIn Founder Story Post",
    description:
      "Share one real moment from a founder's journey and the lesson behind it. Great for building a personal brand and trust in the company.",
    type: "social_media",
    prompt_text: text(
      "Write a LinkedIn founder story post from the notes provided. Tell one true moment from the founder's journey (a setback, a decision, a customer conversation) and the lesson it taught.",
      "Structure:",
      "- Hook: one line under 12 words that drops the reader into the moment (a time, a place or something that was said).",
      "- Story: 4 to 6 short paragraphs in order: situation, tension, decision, outcome. Use specific details from the notes. Never invent facts.",
      "- Lesson: 1 to 2 sentences other founders can apply.",
      "- Soft close: one sentence linking the lesson to what the company does today, with no sales pitch.",
      "- Final line: a question inviting readers to share a similar moment, then 3 hashtags.",
      "Tone: honest, humble, conversational, first person, short sentences. Maximum 1,500 characters and 2 emojis. Plain text, no markdown. Output only the post.",
    ),
  },
  {
    name: "LinkedIn Hiring Post",
    description:
      "Announce an open role in a human, shareable way that attracts strong candidates and gets your network to tag people.",
    type: "social_media",
    prompt_text: text(
      "Write a LinkedIn hiring post for the role described in the text provided. Goal: attract strong candidates and get the post shared.",
      "Structure:",
      "- Hook under 12 words: we're hiring, the role and one reason it is exciting.",
      "- 2 short sentences on what the team is building and why now.",
      "- \"What you'll do\": 3 to 4 bullets starting with \"• \" and a verb.",
      "- \"What you'll bring\": 3 to 4 must-have bullets only. No long wish lists, no gendered or exclusionary wording.",
      "- One line of practical details from the text: location or remote policy, salary range, contract type.",
      "- Call to action: how to apply (link or DM) and a request to tag someone who would be a great fit.",
      "- 3 hashtags: #hiring plus two role-specific tags.",
      "Only use details that appear in the text; if salary or location is missing, leave it out rather than guessing. Warm, specific tone. Maximum 1,300 characters. Plain text, no markdown. Output only the post.",
    ),
  },
  {
    name: "LinkedIn Customer Success Post",
    description:
      "Turn a customer testimonial, review or case study into a LinkedIn post that builds trust without sounding like an ad.",
    type: "social_media",
    prompt_text: text(
      "Turn the customer testimonial, review or case study notes provided into a LinkedIn post.",
      "Structure:",
      "- Hook under 12 words leading with the customer's result (time saved, growth, a problem removed).",
      "- Before: 1 to 2 sentences on the customer's situation and pain, in their words where possible.",
      "- Turning point: what they changed or started using, in 1 to 2 sentences.",
      "- After: the measurable or visible result. Use only figures from the text; never invent numbers.",
      "- A short direct quote in quotation marks with name and role, if one is provided.",
      "- One takeaway other readers can apply, then a soft call to action (comment or DM to learn how).",
      "Name the customer only if the text says they agreed to be named; otherwise describe them by role and industry. Maximum 1,300 characters, at most 1 emoji, 3 hashtags at the end. Plain text, no markdown. Output only the post.",
    ),
  },
  {
    name: "Instagram Caption With Hashtags",
    description:
      "Write a scroll-stopping Instagram caption with a strong first line, a clear call to action and a balanced hashtag set.",
    type: "social_media",
    prompt_text: text(
      "Write an Instagram caption for the post described in the text provided.",
      "Structure:",
      "- First line: a hook under 10 words that makes people tap \"more\"; it is all they see in the feed.",
      "- Body: 2 to 4 short lines or mini paragraphs that add value, emotion or the story behind the image. Use line breaks generously.",
      "- Call to action: one clear action (save, share, comment a word, tap the link in bio).",
      "- Hashtags: after a blank line, 8 to 12 relevant hashtags mixing broad, niche and branded tags. No spammy tags such as #followforfollow.",
      "Tone: friendly, visual, conversational. Up to 3 emojis where they add meaning. Aim for 80 to 150 words before the hashtags and never exceed 2,200 characters in total. Plain text only. Output only the caption.",
    ),
  },
  {
    name: "Instagram Carousel Script",
    description:
      "Turn a topic into a 7 to 10 slide Instagram carousel that teaches one idea, with design notes and a caption.",
    type: "social_media",
    prompt_text: text(
      "Turn the topic or text provided into an Instagram carousel of 7 to 10 slides that teaches one idea.",
      "Write each slide as \"Slide N:\" followed by its on-slide text.",
      "- Slide 1: a bold promise or hook of 6 to 10 words, plus an optional subtitle under 8 words.",
      "- Middle slides: one idea per slide, a headline under 8 words and at most 25 words of supporting text. Build logically: problem, steps, examples, mistakes to avoid.",
      "- Second to last slide: recap of the key points in 3 short bullets.",
      "- Last slide: a call to action (save this, share with a colleague, follow for more).",
      "Then add \"Design notes:\" with 2 to 3 lines on layout, colours and imagery that keep the slides consistent.",
      "Then add \"Caption:\" with a 60 to 120 word caption that opens with a hook and ends with 5 to 8 hashtags.",
      "Rules: simple words, no jargon, no markdown symbols such as asterisks.",
    ),
  },
  {
    name: "Image-to-Post Caption",
    description:
      "Upload a photo or screenshot and get a ready-to-publish post built around it, plus accessible alt text.",
    type: "social_media",
    prompt_text: text(
      "Look at the image or images provided and write a social media post that uses them as the centrepiece.",
      "1. Identify what in the image matters to our audience: the product, the people, the setting, the mood or the result. Do not describe anything that is not visible or stated in the text.",
      "2. Write the post: a hook under 12 words that connects the image to a benefit or story, 2 to 3 short sentences of context, and one clear call to action.",
      "3. Add 3 to 5 relevant hashtags at the end.",
      "4. On a new line starting with \"Alt text:\", describe the image in under 125 characters for screen readers.",
      "Use any additional context given (platform, product name, offer). Tone: warm and authentic, as if sharing a moment rather than advertising. Maximum 600 characters before the alt text. Plain text, no markdown.",
    ),
  },
  {
    name: "X Thread From Article",
    description:
      "Repurpose an article, blog post or long note into a numbered X (Twitter) thread with a strong hook and one idea per post.",
    type: "social_media",
    prompt_text: text(
      "Turn the article or text provided into an X (Twitter) thread.",
      "Rules:",
      "- 6 to 10 posts, each no more than 270 characters, starting with \"1/\", \"2/\" and so on.",
      "- Post 1 is the hook: a bold claim, a counterintuitive insight or a clear promise of what the reader will learn. No hashtags in post 1.",
      "- Each following post delivers exactly one idea, fact or step from the source. Keep facts and numbers accurate; add no new claims.",
      "- Short sentences, line breaks inside posts for readability, concrete examples.",
      "- The second to last post sums up the key takeaway in one sentence.",
      "- The last post asks readers to repost the first post if it helped, invites a reply, and includes the link if one appears in the text.",
      "- At most 2 hashtags in the whole thread and at most 1 emoji per post.",
      "Separate posts with a blank line. Plain text, no markdown. Output only the thread.",
    ),
  },
  {
    name: "X Post Variations",
    description:
      "Get five stand-alone X (Twitter) posts on the same message, each with a different angle, ready to test or schedule across the week.",
    type: "social_media",
    prompt_text: text(
      "Write 5 different stand-alone X (Twitter) posts about the text provided, each under 260 characters.",
      "Use a different angle for each and number them:",
      "1. Bold statement",
      "2. Question to the reader",
      "3. Specific fact or number (only from the text)",
      "4. Mini story or before and after",
      "5. Practical tip",
      "Rules: put the most important words first, no filler such as \"Just wanted to share\". At most 1 hashtag and 1 emoji per post, and only when they add value. If a link is in the text, include it in 2 of the 5 posts. Plain text, no markdown. Output the numbered list only.",
    ),
  },
  {
    name: "TikTok Hook Generator",
    description:
      "Generate 10 scroll-stopping opening hooks for a TikTok or Reels video, each with spoken line, on-screen text and opening shot.",
    type: "social_media",
    prompt_text: text(
      "Write 10 opening hooks for a TikTok or Instagram Reels video about the topic provided. Each must grab attention in the first 2 seconds.",
      "For each hook give:",
      "- Say: the spoken line, under 12 words.",
      "- Text on screen: under 6 words, different from the spoken line.",
      "- Shot: the opening action or framing (for example holding the product up to the camera).",
      "Mix these patterns, using each at least once: curiosity gap, bold claim, common mistake, \"POV:\", relatable frustration, quick result or transformation, direct question to the viewer.",
      "Rules: sound like a real creator, not a brand; no clickbait the video cannot pay off; no hashtags. Number the hooks 1 to 10. After the list, name your top 2 picks with a one-line reason each.",
    ),
  },
  {
    name: "TikTok Video Script",
    description:
      "Write a 30 to 45 second TikTok or Reels script with timed beats, on-screen text, shot ideas and a caption.",
    type: "social_media",
    prompt_text: text(
      "Write a 30 to 45 second TikTok or Instagram Reels script from the text provided.",
      "Write it as timed beats, each with \"Say:\", \"Text on screen:\" and \"Shot:\" lines:",
      "- 0-3s HOOK: spoken line under 12 words and a strong opening visual.",
      "- 3-10s SETUP: the problem and why the viewer should care.",
      "- 10-35s VALUE: 3 quick points, tips or steps, each with its own visual or B-roll idea.",
      "- 35-45s PAYOFF AND CTA: the result plus one call to action (follow, comment a keyword, link in bio).",
      "Then add \"Caption:\" (under 150 characters, ending with 3 to 5 hashtags) and \"Sound:\" (a mood for the audio, not a specific copyrighted track).",
      "Rules: conversational spoken language, 90 to 120 spoken words in total, no jargon, no markdown.",
    ),
  },
  {
    name: "Facebook Community Post",
    description:
      "Write a friendly Facebook post that sparks comments from your community, without the engagement bait Facebook penalises.",
    type: "social_media",
    prompt_text: text(
      "Write a Facebook post that starts a conversation with our community of customers and followers, based on the text provided.",
      "Structure:",
      "- Opening line under 15 words that is relatable or asks for an opinion.",
      "- 2 to 4 short paragraphs with the context, story or update in a friendly, neighbourly tone.",
      "- End with one easy-to-answer question (pick between options, share a photo, fill in the blank).",
      "- If the text includes a link, add it with a one-line reason to click.",
      "Rules: 60 to 200 words, 1 to 3 emojis, 0 to 2 hashtags. Avoid engagement bait such as \"like if\", \"share if\" or \"tag 5 friends\". Plain text, no markdown. Output only the post.",
    ),
  },
  {
    name: "Facebook Event Promotion Post",
    description:
      "Promote an in-person or online event on Facebook with the key details laid out clearly and a reason to register now.",
    type: "social_media",
    prompt_text: text(
      "Write a Facebook post promoting the event described in the text provided (in person or online).",
      "Include, in this order:",
      "- A hook under 12 words about what attendees will gain or experience.",
      "- 2 to 3 sentences on what happens at the event and who it is for.",
      "- Key details on separate lines, each starting with an emoji label: 📅 date and time (with time zone if online), 📍 venue or platform, 🎟️ price or Free, 🔗 registration link. Use only details from the text and write \"[add details]\" where something essential is missing.",
      "- A reason to act now (limited seats, early-bird price, deadline) only if the text supports it.",
      "- Call to action: register, and tag a friend who should come.",
      "Maximum 150 words plus the detail lines, at most 2 hashtags. Plain text, no markdown. Output only the post.",
    ),
  },
  {
    name: "Repurpose Article Into Social Posts",
    description:
      "Turn one article or long post into native posts for LinkedIn, X, Instagram, Facebook and TikTok in a single pass.",
    type: "social_media",
    prompt_text: text(
      "Repurpose the article or long-form text provided into platform-native social posts. Keep the core message and facts identical everywhere; adapt format, length and tone to each platform.",
      "Write each under its label:",
      "LinkedIn: 150 to 250 words, professional, a hook line under 12 words, short paragraphs, a question at the end, 3 hashtags.",
      "X: a thread of 4 to 6 posts, each under 270 characters, numbered 1/, 2/ and so on.",
      "Instagram: an 80 to 150 word caption with a strong first line, a prompt to save or share, then 8 to 10 hashtags after a blank line.",
      "Facebook: 60 to 120 words, conversational, ending with an easy question.",
      "TikTok: a 20 to 30 second spoken script with a hook in the first line and 3 quick points.",
      "Rules: every post must make sense without reading the article; lead with a different key insight on at least two platforms; never invent statistics; include the link, if one is in the text, on LinkedIn, Facebook and the last X post. Plain text, no markdown.",
    ),
  },
  {
    name: "Bilingual Post English and Spanish",
    description:
      "Write one social post in both English and Spanish, adapted naturally for each audience rather than translated word for word.",
    type: "social_media",
    prompt_text: text(
      "Write a social media post about the text provided in both English and Spanish.",
      "Rules:",
      "- English version first under the label \"EN:\", then the Spanish version under \"ES:\".",
      "- The Spanish version is a natural adaptation for Spanish speakers, not a literal translation: idiomatic phrasing, neutral Latin American Spanish unless the additional context asks for Spain, and informal \"tú\" unless the brand calls for \"usted\".",
      "- Keep facts, numbers, product names, links and the call to action identical in both versions.",
      "- Each version: a hook under 12 words, 2 to 4 short sentences, a call to action and 3 hashtags (use common Spanish-language hashtags where an equivalent exists).",
      "- Each version under 700 characters.",
      "Plain text, no markdown. Output only the two versions.",
    ),
  },
  {
    name: "Localise Post for French Market",
    description:
      "Adapt an existing post for an audience in France, covering tone, cultural references, formats and French typography, with notes for review.",
    type: "social_media",
    prompt_text: text(
      "Localise the social media post or text provided for an audience in France. This is adaptation, not literal translation.",
      "Guidelines:",
      "- Natural, contemporary French from France. Use \"vous\" by default unless the text or brand clearly calls for \"tu\".",
      "- Adapt idioms, humour, cultural references and examples; use metric units, DD/MM/YYYY dates, 24-hour times and euros written after the amount (49 €).",
      "- Follow French typography: a space before : ; ! ? and « guillemets » for quotes.",
      "- Keep brand and product names unchanged. Keep the call to action, links and the platform format.",
      "- Stay within 10% of the source length.",
      "Output the French post first. Then a line \"Notes:\" followed by up to 3 bullets in English explaining the main adaptation choices so the marketer can review them.",
    ),
  },
  {
    name: "Product Launch Social Announcement",
    description:
      "Announce a new product or feature on social media with outcome-focused benefits, availability and one clear call to action.",
    type: "social_media",
    prompt_text: text(
      "Write a social media announcement for the product or feature launch described in the text provided.",
      "Structure:",
      "- Hook under 12 words that leads with the customer problem solved or the big news.",
      "- One sentence describing what it is in plain words.",
      "- 3 key benefits on separate lines starting with \"✅ \", each an outcome for the user rather than a feature.",
      "- Availability: when, where and for whom, plus price or launch offer only if stated in the text.",
      "- Call to action: one clear next step (try it, join the waitlist, link in bio).",
      "- 3 to 5 relevant hashtags at the end, including the product name if it is short.",
      "Tone: excited but credible; avoid hype words such as \"revolutionary\" or \"game-changing\". Maximum 1,000 characters. Plain text, no markdown. Output only the post.",
    ),
  },
  {
    name: "Visual Suggestions for a Post",
    description:
      "Get format advice, three visual concepts, a ready-to-use image prompt and alt text for a post you have already written.",
    type: "social_media",
    prompt_text: text(
      "For the post or text provided, suggest visuals that will help it perform on social media. Do not rewrite the post.",
      "Give:",
      "1. Format: single image, carousel, short video or text only, with one sentence on why it suits this content.",
      "2. Three visual concepts. For each: a short title, what the image or video shows (subject, setting, composition), colours and mood, any text overlay (under 8 words), and the platform it suits best.",
      "3. An image-generation prompt for the strongest concept, ready to paste into the Image Playground: one paragraph covering subject, style, lighting, composition and aspect ratio, ending with \"no text, no watermark\" unless text is essential.",
      "4. Alt text for the recommended visual, under 125 characters.",
      "Keep every idea achievable by a small team with a phone camera, a simple design tool or an AI image generator. Plain text, no markdown.",
    ),
  },
  {
    name: "Weekly Social Media Calendar",
    description:
      "Plan a week of ready-to-publish posts across platforms, formatted field by field so each post can be pasted straight into a scheduling tool.",
    type: "social_media",
    prompt_text: text(
      "Create a 7-day social media content calendar from the topic, campaign or notes provided, formatted so each post can be copied straight into a scheduling tool.",
      "Write one block per post with these fields, one per line:",
      "Day: (Monday to Sunday)",
      "Time: (suggested local posting time, e.g. 08:30)",
      "Platform: (LinkedIn, Instagram, X, TikTok or Facebook)",
      "Format: (text, image, carousel, video, thread or story)",
      "Pillar: (educate, inspire, engage or promote)",
      "Hook: (under 12 words)",
      "Post copy: (the full ready-to-publish post within the platform's length limits)",
      "Visual: (one-line description of the image or video)",
      "Hashtags: (3 to 5)",
      "Rules: 7 to 10 posts in total, at most 2 per day; no more than 1 in 5 posts directly promotional; vary platforms and formats; never repeat a hook. Leave a blank line between posts. Plain text, no markdown.",
    ),
  },
];

// ---------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------

const BLOG: LibraryPromptSeed[] = [
  {
    name: "SEO Blog Outline",
    description:
      "Plan a search-optimised blog post: keywords, search intent, title options, a full heading outline and FAQ ideas before you write.",
    type: "blog",
    prompt_text: text(
      "Create an SEO-optimised blog post outline for the topic or target keyword provided.",
      "Deliver:",
      "1. Primary keyword (use the one given, or propose one if none is given) plus 5 to 8 secondary keywords and related questions people search for.",
      "2. Search intent in one sentence (informational, commercial or transactional) and what the reader needs to leave satisfied.",
      "3. 3 title options under 60 characters with the primary keyword near the start.",
      "4. The outline: an H1, then 5 to 8 H2 sections with 2 to 4 H3s where useful. Under each heading, 1 to 2 lines on what to cover, which keyword or question it targets, and a suggested example, data point or visual.",
      "5. A FAQ section with 3 to 5 questions suitable for FAQ schema.",
      "6. Target word count, 3 internal link ideas (by topic) and 2 types of authoritative sources to cite.",
      "Use markdown headings (#, ##, ###) for the outline only. Do not write the article itself.",
    ),
  },
  {
    name: "SEO Meta Title and Description",
    description:
      "Write search-friendly meta titles and descriptions within Google's length limits, plus a URL slug and a social sharing description.",
    type: "blog",
    prompt_text: text(
      "Write SEO meta titles and meta descriptions for the page or article provided.",
      "Deliver 3 options. For each:",
      "- Meta title: 50 to 60 characters, primary keyword near the beginning, brand name at the end after \" | \" only if it fits.",
      "- Meta description: 140 to 155 characters, primary keyword used naturally, the benefit to the searcher, ending with an action (Learn how, Compare, Get the guide).",
      "- The character count in brackets after each line, e.g. (58).",
      "Then suggest one URL slug (3 to 5 words, lowercase, hyphens, no stop words) and a 2-sentence Open Graph description for social sharing.",
      "Rules: match the page's real content and search intent; no clickbait, keyword stuffing, quotation marks or ALL CAPS. If no keyword is given, infer the most likely one from the text and state it first.",
    ),
  },
  {
    name: "How-To Blog Post",
    description:
      "Write a practical step-by-step blog post that helps readers complete a task today, with prerequisites and common mistakes.",
    type: "blog",
    prompt_text: text(
      "Write a practical how-to blog post from the topic or notes provided.",
      "Audience: beginners to intermediate practitioners who want to get the task done today.",
      "Structure:",
      "- Title under 65 characters starting with \"How to\".",
      "- Intro of 60 to 100 words: the problem, the result the reader will get and roughly how long it takes.",
      "- \"What you'll need\": a short bullet list of tools, access or prerequisites.",
      "- 5 to 9 steps as ## headings (\"Step 1: ...\"). Each step starts with a verb, explains why it matters and gives a concrete example; suggest a screenshot in [brackets] where useful.",
      "- \"Common mistakes to avoid\": 3 bullets.",
      "- Conclusion of 50 to 80 words with a next step or call to action.",
      "Length 1,000 to 1,500 words. Second person, clear and friendly. Markdown ## headings and \"-\" bullets; no bold or italics. Do not invent product features or statistics.",
    ),
  },
  {
    name: "Listicle Blog Post",
    description:
      "Write a skimmable numbered list post (tips, tools, ideas or mistakes) with a specific title and a concrete example for every item.",
    type: "blog",
    prompt_text: text(
      "Write a listicle blog post from the topic or notes provided.",
      "- Title: a number plus a clear benefit, under 65 characters (e.g. \"9 Subject Line Tricks That Lift Open Rates\").",
      "- Intro: up to 100 words in 2 short paragraphs naming the reader's problem and what the list delivers.",
      "- The list: 7 to 12 items, each a ## heading that starts with its number and is specific (never vague headings like \"Be consistent\"). Under each, 80 to 150 words on what it is, why it works and one concrete example, tool or mini template.",
      "- Order items from most to least impactful, or in a logical sequence if the topic has one.",
      "- Wrap-up: one paragraph recapping the top 3 items, then a call to action.",
      "Rules: 1,200 to 1,800 words, short paragraphs, markdown ## headings, no bold or italics, no filler items added just to reach a number.",
    ),
  },
  {
    name: "Blog Headline Generator",
    description:
      "Brainstorm 15 blog headlines across five proven formulas, with the top three picked for clicks, clarity and search intent.",
    type: "blog",
    prompt_text: text(
      "Generate 15 headline options for a blog post about the topic or draft provided.",
      "Group them under these labels, 3 headlines each:",
      "- How-to",
      "- Number or list",
      "- Question",
      "- Curiosity or contrarian",
      "- SEO-first (primary keyword within the first 3 words)",
      "Rules: every headline under 65 characters; a specific benefit or outcome; no clickbait the article cannot deliver; no ALL CAPS; avoid tired words (ultimate, secrets, hacks) unless one variant clearly benefits.",
      "After the list, recommend the top 3 with a one-line reason each, considering click-through, clarity and search intent.",
    ),
  },
  {
    name: "Blog Post From Notes",
    description:
      "Turn rough notes, bullet points or a brain dump into a polished, publish-ready blog post without losing your ideas.",
    type: "blog",
    prompt_text: text(
      "Turn my rough notes provided into a polished, publish-ready blog post.",
      "- Keep every idea, example and fact from the notes. Reorder them into a logical flow and fill gaps with clear explanations, but never invent statistics, quotes or customer names.",
      "- Title under 65 characters that captures the main benefit.",
      "- A hook intro of 2 to 3 sentences, 3 to 6 sections with descriptive ## headings, and a short conclusion with a call to action.",
      "- 800 to 1,200 words unless the notes clearly call for less.",
      "- Conversational, confident tone; paragraphs of at most 4 sentences; bullet lists where the notes list items.",
      "- Markdown ## headings only; no bold or italics.",
      "At the end, under \"Editor notes:\", list any claims that need a source or a fact-check.",
    ),
  },
  {
    name: "Blog Post Refresh for SEO",
    description:
      "Update an older blog post so it reads better and ranks again: tighter copy, clearer structure, flagged outdated facts and new meta copy.",
    type: "blog",
    prompt_text: text(
      "Update and improve the existing blog post provided so it can be republished and rank better.",
      "1. Keep what works: the core argument, original examples and the author's voice.",
      "2. Tighten: cut filler, keep paragraphs to 4 sentences and sentences to about 25 words.",
      "3. Update: flag outdated claims, years, tools or statistics with \"[update: reason]\" instead of inventing new figures.",
      "4. Structure: a ## heading every 200 to 300 words, an intro that states the benefit in its first 2 sentences, and a conclusion with a call to action.",
      "5. SEO: a revised title under 60 characters and a meta description of 140 to 155 characters.",
      "Output the revised post first in markdown (## headings, no bold or italics), then \"Changes made:\" with 3 to 6 bullets summarising the edits.",
    ),
  },
  {
    name: "Transcript to Blog Post",
    description:
      "Repurpose a video, podcast or webinar transcript into a readable blog post with pull quotes and key takeaways.",
    type: "blog",
    prompt_text: text(
      "Repurpose the video, podcast or webinar transcript provided into a readable blog post.",
      "- Remove filler words, repetition, tangents and timestamps; keep the speakers' key insights, stories and memorable phrasing.",
      "- Title under 65 characters and a 2 to 3 sentence intro that says what the reader will learn and credits the original format (e.g. \"In our latest webinar...\").",
      "- 4 to 7 sections with ## headings that follow the logic of the ideas, not the order of the conversation if it jumped around.",
      "- 1 or 2 pull quotes formatted as \"> quote\" followed by the speaker's name.",
      "- End with \"Key takeaways\" (3 to 5 bullets) and a call to watch or listen to the full recording.",
      "Length 900 to 1,400 words. Never add claims that are not in the transcript. No bold or italics.",
    ),
  },
  {
    name: "Beginner Explainer Blog Post",
    description:
      "Explain a concept, trend or piece of jargon to newcomers in plain language, with an analogy, examples and next steps.",
    type: "blog",
    prompt_text: text(
      "Write a beginner-friendly explainer blog post about the concept, term or trend in the text provided.",
      "Audience: smart readers who are new to the topic and short on time.",
      "Structure with ## headings:",
      "- Title under 65 characters, e.g. \"What Is X? A Plain-English Guide\".",
      "- The short answer: a 2 to 3 sentence definition with no jargon.",
      "- An everyday analogy that makes the idea click.",
      "- Why it matters: 3 bullets on what it changes for the reader.",
      "- How it works: 3 to 5 simple steps or parts.",
      "- Examples: 2 real-world examples (from the text where possible).",
      "- Common myths: 2 to 3 misconceptions and the truth.",
      "- Next steps: what to read or try next, plus a call to action.",
      "Length 800 to 1,200 words. Define any technical term the first time it appears. No bold or italics.",
    ),
  },
];

// ---------------------------------------------------------------------------
// Email (one-to-one and lifecycle emails)
// ---------------------------------------------------------------------------

const EMAIL: LibraryPromptSeed[] = [
  {
    name: "Welcome Email",
    description:
      "The first email a new subscriber or customer receives: set expectations, deliver a quick win and start a conversation.",
    type: "email",
    prompt_text: text(
      "Write the first welcome email a new subscriber or customer receives, based on the brand and offer described in the text provided.",
      "Deliver 3 subject line options under 45 characters and preview text under 90 characters, then a body of 120 to 200 words:",
      "1. A warm one-line greeting that thanks them for joining.",
      "2. What to expect: what we will send, how often and why it is worth opening.",
      "3. One quick win: a single tip, resource or next step they can complete in under 5 minutes.",
      "4. One primary call to action: button text of 2 to 5 words and where it leads.",
      "5. A sign-off from a real person and a P.S. inviting them to reply with what they need help with.",
      "Tone: warm, personal, plain. Short paragraphs, at most one link besides the main call to action, no heavy formatting.",
    ),
  },
  {
    name: "Welcome Email Sequence",
    description:
      "A three-email onboarding series for new subscribers: welcome, story and quick win, then a natural introduction to your offer.",
    type: "email",
    prompt_text: text(
      "Write a 3-email welcome sequence for new subscribers based on the brand, product and audience in the text provided.",
      "For each email give: Send timing, Subject line (under 45 characters), Preview text (under 90 characters), Body (100 to 180 words) and Button text (2 to 5 words).",
      "- Email 1, immediately: welcome, set expectations, deliver any promised lead magnet, and ask them to reply with their biggest challenge.",
      "- Email 2, day 2: why we exist or our story, one quick-win tip, and social proof if the text provides it.",
      "- Email 3, day 5: introduce the core product or offer as the natural next step, answer one common objection, and give one clear call to action.",
      "Rules: each email works on its own; one main call to action per email; conversational second person; short paragraphs; no invented testimonials, numbers or discounts.",
      "Start each email with its label (Email 1, Email 2, Email 3) on its own line and leave a blank line between emails.",
    ),
  },
  {
    name: "Cart Abandonment Email",
    description:
      "Bring shoppers back to a cart they left behind with a helpful, no-pressure reminder that handles their likely hesitation.",
    type: "email",
    prompt_text: text(
      "Write an abandoned cart email for the store and products described in the text provided.",
      "Deliver 3 subject lines under 45 characters (one helpful, one curious, one gently urgent without fake scarcity) and preview text under 90 characters, then a body of 80 to 150 words:",
      "1. A friendly, no-pressure reminder that their items are waiting. Write \"[cart items]\" where the email tool inserts the product block.",
      "2. One or two reasons to complete the order: key benefit, reviews, free shipping or easy returns, using only facts from the text.",
      "3. One sentence handling the most likely hesitation (price, fit, delivery time or trust).",
      "4. Button text of 2 to 4 words, e.g. \"Complete my order\".",
      "5. A line offering help by replying to the email or contacting support.",
      "Mention a discount once near the button only if the text includes one; otherwise offer none. Tone: helpful, human, brief.",
    ),
  },
  {
    name: "Re-engagement Email",
    description:
      "Win back subscribers or customers who have gone quiet, with an honest note, what's new and an easy way back in or out.",
    type: "email",
    prompt_text: text(
      "Write a re-engagement email for subscribers or customers who have not opened or bought in a while, based on the brand and offer in the text provided.",
      "Deliver 3 subject lines under 45 characters (one honest \"we miss you\" style, one curious, one value-led) and preview text under 90 characters, then a body of 90 to 160 words:",
      "1. Acknowledge the silence honestly, without guilt-tripping.",
      "2. Remind them of the value they signed up for and highlight 1 to 3 things that are new or better since they last engaged.",
      "3. Offer a simple choice: a primary call to action to come back (with an incentive only if the text includes one) and a secondary link to update preferences or unsubscribe.",
      "4. Sign off from a real person.",
      "Tone: warm, respectful, light humour welcome. No fake urgency. Short, skimmable paragraphs.",
    ),
  },
  {
    name: "Cold Outreach Email",
    description:
      "A short, personalised B2B cold email with one low-friction ask, plus a follow-up to send if there is no reply.",
    type: "email",
    prompt_text: text(
      "Write a short B2B cold outreach email to the prospect or segment described in the text provided.",
      "- Subject line: 2 to 5 words, lowercase is fine, no clickbait, never \"Quick question\".",
      "- Opening line: a specific, relevant observation about the prospect's company, role or recent activity taken from the text. Never fake familiarity or invent details; if none are given write \"[personalise: recent trigger]\".",
      "- Problem: one sentence naming a problem people in their role commonly face.",
      "- Value: 1 to 2 sentences on how we solve it, with one proof point only if the text provides it.",
      "- Call to action: one low-friction question, e.g. \"Worth a 15-minute chat next week?\".",
      "- Signature: name and role only.",
      "Length 60 to 120 words, plain text, at most one link. Then write a follow-up of 2 to 3 sentences to send 3 days later if there is no reply; it must add one new piece of value, not just \"bump\" the thread.",
    ),
  },
  {
    name: "Email Subject Line Generator",
    description:
      "Get twelve subject lines across four angles plus matching preview text, with a suggestion for what to A/B test.",
    type: "email",
    prompt_text: text(
      "Generate subject lines and preview text for the email provided.",
      "- 12 subject lines under 50 characters (most under 40 so they fit on mobile), grouped as: Benefit-led (3), Curiosity (3), Personal or conversational (3), Urgent or timely (3; only if the email has a real deadline, otherwise write 3 Question lines instead).",
      "- For the top 3, a matching preview text under 90 characters that complements rather than repeats the subject line.",
      "Rules: no ALL CAPS; an emoji in at most 2 of the 12; avoid spam triggers (free!!!, guaranteed, act now, 100%); never promise what the email does not contain.",
      "End with a one-line recommendation of which 2 subject lines to A/B test and why.",
    ),
  },
  {
    name: "Webinar Invitation Email",
    description:
      "Invite people to a webinar with specific takeaways, speaker credibility, clear details and a strong reason to register.",
    type: "email",
    prompt_text: text(
      "Write a webinar invitation email for the session described in the text provided.",
      "Deliver 3 subject lines under 45 characters and preview text under 90 characters, then a body of 120 to 200 words:",
      "- Opening: one sentence naming the problem the webinar solves for the reader.",
      "- What you'll learn: 3 bullets, each a specific takeaway starting with a verb.",
      "- Speaker: one line on who presents and why they are credible, using only facts from the text.",
      "- Details: date, time with time zone, duration and format (live, Q&A, recording). Write \"[add: ...]\" for any missing essential detail.",
      "- Button text of 2 to 4 words, e.g. \"Save my seat\".",
      "- P.S.: a reason to register even if they cannot attend live (e.g. the recording goes to all registrants), only if true per the text.",
      "Tone: professional, energetic, benefit-first.",
    ),
  },
  {
    name: "Testimonial Request Email",
    description:
      "Ask a happy customer for a testimonial, review or case study interview in a way that is easy and pleasant to say yes to.",
    type: "email",
    prompt_text: text(
      "Write an email asking a happy customer for a testimonial or case study interview, based on the context provided (customer, product, relationship).",
      "Deliver one subject line under 45 characters and a body of 90 to 150 words that:",
      "- Opens personally and thanks them for something specific they did or achieved (from the text).",
      "- Makes one clear ask: a short written testimonial, a review on a named site or a 20-minute interview. Use the one in the text, or default to a written testimonial.",
      "- Makes it easy with 3 short guiding questions they can answer in a reply (what was it like before, what changed, what would you tell a peer).",
      "- Explains how it will be used and promises their approval before anything is published.",
      "- Ends with a low-pressure close and a thank-you.",
      "Tone: grateful, personal, brief, as if typed by a person. Plain text.",
    ),
  },
  {
    name: "Post-Purchase Thank You Email",
    description:
      "Thank new customers, tell them what happens next and help them get value fast, without a hard upsell.",
    type: "email",
    prompt_text: text(
      "Write a post-purchase thank-you email for the product and brand described in the text provided.",
      "Deliver 3 subject lines under 45 characters and preview text under 90 characters, then a body of 100 to 160 words:",
      "1. Genuine thanks and confirmation of the purchase. Write \"[order details]\" where the email tool inserts the order summary.",
      "2. What happens next: delivery or access timing and how to get started in 1 to 3 simple steps.",
      "3. One tip to get more value from the product in the first week.",
      "4. Where to get help: reply to this email or the support link.",
      "5. A soft secondary call to action: follow us, join the community or refer a friend. No hard upsell.",
      "Tone: warm, reassuring, helpful. Short paragraphs.",
    ),
  },
  {
    name: "Meeting Follow-Up Email",
    description:
      "Follow up after a sales call, demo or meeting with a crisp recap, agreed next steps and one clear call to action.",
    type: "email",
    prompt_text: text(
      "Write a follow-up email after a sales call, demo or meeting, using my notes provided.",
      "- Subject line under 50 characters that references the meeting topic.",
      "- Thank them in one line, then recap the 2 to 3 key points or pain points they shared, in their own language.",
      "- Agreed next steps as a short numbered list, with owners and dates if the notes mention them.",
      "- Add value: one relevant resource, an answer to an open question or an example tied to their situation, only from the notes; otherwise write \"[add resource]\".",
      "- Close with one specific call to action (confirm a time, share a document, loop in a colleague).",
      "Length 100 to 180 words. Professional, concise and confident; no pressure phrases like \"just checking in\".",
    ),
  },
];

// ---------------------------------------------------------------------------
// General
// ---------------------------------------------------------------------------

const GENERAL: LibraryPromptSeed[] = [
  {
    name: "Headline Generator",
    description:
      "Generate 20 headlines from five proven formulas for a landing page, ad, article or post, with the strongest three picked for you.",
    type: "general",
    prompt_text: text(
      "Generate 20 headline options for the content provided, suitable for a landing page, ad, article or social post.",
      "Use these 5 formulas, 4 headlines each, with the formula as a label:",
      "1. Benefit plus timeframe (e.g. \"Write a Week of Posts in 20 Minutes\")",
      "2. How to plus outcome",
      "3. Number or list",
      "4. Question that names the reader's pain",
      "5. Bold or contrarian statement",
      "Rules: every headline under 70 characters and at least 5 under 40 characters for mobile and ads; specific to the text, with concrete nouns, and numbers only where the text supports them; no ALL CAPS, no clickbait.",
      "Finish with \"Top picks:\" listing the 3 strongest headlines and the channel each suits best.",
    ),
  },
  {
    name: "Brand Voice Consistency Rewrite",
    description:
      "Rewrite any draft so it sounds unmistakably like your brand from first line to last, keeping the meaning, facts and call to action.",
    type: "general",
    prompt_text: text(
      "Rewrite the text provided so it matches our brand voice consistently, without changing its meaning, facts or call to action.",
      "How to work:",
      "1. If a brand context is provided, apply its brand voice, key messaging, target audience and spelling preference. If not, infer the intended voice from the strongest parts of the text and apply it everywhere.",
      "2. Make the tone consistent from first to last sentence: the same formality, the same person (we and you) and a similar sentence rhythm.",
      "3. Replace generic or off-brand words with on-brand vocabulary; remove jargon and clichés.",
      "4. Keep the length within 10% of the original and keep the original format (post, email, page copy).",
      "Output the rewritten text first. Then \"Voice notes:\" with 3 to 5 bullets describing the voice you applied and the most important changes, so the team can reuse them.",
    ),
  },
  {
    name: "Weekly Content Calendar",
    description:
      "Plan a week of multi-channel content around one anchor piece, with days, times and channels laid out for your scheduling tool.",
    type: "general",
    prompt_text: text(
      "Create a one-week, multi-channel content calendar from the theme, campaign or notes provided, ready to load into a scheduling tool.",
      "Start with one line stating the week's theme and goal. Then write one block per item with these fields on separate lines:",
      "Day and time: (e.g. Tue 09:00)",
      "Channel: (blog, newsletter, email broadcast, LinkedIn, Instagram, X, TikTok or Facebook)",
      "Format:",
      "Working title or hook: (under 12 words)",
      "Key message: (one sentence)",
      "Call to action:",
      "Repurposed from: (the item it reuses, if any)",
      "Rules: 8 to 12 items; one anchor piece (blog post, article or video) early in the week with at least 4 items repurposing it; at most 2 items per channel per day; a mix of roughly 60% educational, 25% engaging and 15% promotional. Leave a blank line between items. Plain text, no markdown.",
    ),
  },
  {
    name: "Press Release",
    description:
      "Write a news-style press release for a launch, partnership, funding round or milestone, with quotes, boilerplate and media contact.",
    type: "general",
    prompt_text: text(
      "Write a press release from the announcement details provided, in standard news format.",
      "- FOR IMMEDIATE RELEASE, or an embargo line if the text gives a date.",
      "- Headline under 100 characters, factual, naming the company and the news; then a one-sentence subheadline with the key benefit or figure.",
      "- Lead paragraph starting with CITY and date: who, what, when, where and why in 35 to 50 words.",
      "- 2 to 3 body paragraphs: supporting details, why it matters to customers or the industry, availability and pricing if provided.",
      "- One quote from a company spokesperson and, if provided, one from a partner or customer. Quotes express a point of view and do not repeat facts. Label drafted quotes \"(draft quote for approval)\".",
      "- \"About\" boilerplate for the company in 50 to 80 words.",
      "- Media contact: name, email, phone, or \"[add]\" where missing.",
      "Rules: third person, objective, no marketing superlatives, 400 to 600 words. Never invent numbers, partners or quotes from people not named in the text.",
    ),
  },
  {
    name: "FAQ Page Generator",
    description:
      "Create a customer-friendly FAQ for a product, service or offer, including objection-handling answers and flags for facts to confirm.",
    type: "general",
    prompt_text: text(
      "Write an FAQ page for the product, service or offer described in the text provided.",
      "- 8 to 12 questions grouped under 3 to 4 short category headings (e.g. Getting started, Pricing and billing, Features, Support and security).",
      "- Phrase questions the way customers actually ask them.",
      "- Each answer starts with a direct answer in the first sentence, then 1 to 3 supporting sentences, under 80 words in total, pointing to the next step where natural.",
      "- Include at least 2 questions that handle objections (price, switching effort, trust, results).",
      "- Use only facts from the text; where an answer depends on missing information write \"[confirm: ...]\".",
      "Format: each category as a ## heading; each question on its own line starting with \"Q:\" and its answer starting with \"A:\". Friendly, clear, reassuring tone.",
    ),
  },
  {
    name: "Content Repurposing Pack",
    description:
      "Turn one piece of content (article, video, podcast or webinar) into a full pack of posts, scripts, quotes and email copy.",
    type: "general",
    prompt_text: text(
      "Repurpose the single piece of content provided (article, video or podcast transcript, webinar or long post) into a pack of derivative content.",
      "Produce each item under a clear label:",
      "1. Key ideas: the 5 most shareable insights as one-sentence bullets.",
      "2. LinkedIn post: 150 to 250 words with a hook under 12 words.",
      "3. X thread: 5 numbered posts, each under 270 characters.",
      "4. Instagram carousel: 6 slides, each with a headline under 8 words and up to 20 words of text.",
      "5. Short video script: 30 seconds with a hook, 3 points and a call to action.",
      "6. Newsletter blurb: 80 to 120 words ending with a \"read more\" line.",
      "7. Quote cards: 3 pull quotes under 20 words each.",
      "8. Email subject lines: 3 options under 45 characters to promote the original.",
      "Rules: every item stands alone; facts stay identical to the source; no invented numbers. Plain text, no markdown symbols.",
    ),
  },
  {
    name: "Translate and Localise Content",
    description:
      "Translate any content into another language and adapt it for that market. Name the target language in the additional context (Spanish by default).",
    type: "general",
    prompt_text: text(
      "Translate and localise the text provided into the target language named in the additional context; if none is named, use Spanish. The result must read as if written by a native marketer in that market.",
      "Rules:",
      "- Adapt idioms, humour, cultural references, examples, units, date and number formats and currency to the target market.",
      "- Keep brand names, product names, links, branded hashtags and legal wording unchanged; replace other hashtags with commonly used local equivalents.",
      "- Keep the original format, structure, call to action and approximate length (within 15%).",
      "- Use the formality customary for marketing in that market (for example du or Sie in German, tu or vous in French, tú or usted in Spanish) and say which you chose.",
      "Output the localised text first. Then \"Translator notes:\" with up to 5 bullets on choices the marketer should review (terms kept in English, cultural swaps, anything ambiguous).",
    ),
  },
  {
    name: "Value Proposition and Taglines",
    description:
      "Sharpen your positioning: a one-sentence value proposition, tagline options, homepage hero copy and an elevator pitch.",
    type: "general",
    prompt_text: text(
      "From the product or company description provided, write positioning copy.",
      "Deliver:",
      "1. A one-sentence value proposition following this pattern: for (audience) who (need), (product) is a (category) that (key benefit); unlike (main alternative), it (key differentiator).",
      "2. 5 tagline options under 7 words, each in a different style: benefit, emotional, playful, bold, descriptive.",
      "3. 3 homepage hero pairs: a headline under 10 words and a subheadline under 25 words.",
      "4. 3 proof points or reasons to believe, only from the text.",
      "5. A 50-word elevator pitch.",
      "Rules: plain words customers would use, no buzzwords, no superlatives that cannot be proven.",
    ),
  },
  {
    name: "Landing Page Copy",
    description:
      "Write conversion-focused landing page copy section by section, from hero headline to final call to action.",
    type: "general",
    prompt_text: text(
      "Write conversion-focused landing page copy for the offer described in the text provided.",
      "Write each section under its label:",
      "1. Hero: headline under 10 words, subheadline under 25 words, button text of 2 to 4 words.",
      "2. Problem: 2 to 3 sentences that mirror the visitor's pain.",
      "3. Solution: what the offer is, in 2 sentences.",
      "4. Benefits: 3 to 5 blocks, each a title under 6 words and one outcome-focused sentence.",
      "5. How it works: 3 simple steps.",
      "6. Social proof: testimonials, logos or numbers from the text only; otherwise \"[add proof]\".",
      "7. Objections: 3 short FAQ entries.",
      "8. Final call to action: a one-line restatement of the value plus the button text.",
      "Rules: second person, active voice, scannable, no jargon, one primary call to action repeated consistently. 350 to 600 words in total.",
    ),
  },
  {
    name: "Product Description",
    description:
      "Write a benefit-led product description for an online store or marketplace, with a title, bullets, details and SEO keywords.",
    type: "general",
    prompt_text: text(
      "Write a product description for the product described in the text provided, for an online store or marketplace listing.",
      "- Product title under 70 characters with the product type and its key attribute.",
      "- Opening: 2 sentences that sell the main outcome or feeling, not the specs.",
      "- Key benefits: 4 to 5 bullets, each a short benefit phrase followed by the feature that makes it true.",
      "- Details: materials, size, compatibility, care or what is included, only from the text.",
      "- A closing line with a gentle call to action.",
      "- SEO: 5 relevant keywords and a meta description of 140 to 155 characters.",
      "Tone: vivid and sensory where it fits, concise. 120 to 200 words before the SEO section. Never invent specifications, certifications or claims.",
    ),
  },
  {
    name: "Proofread and Tighten",
    description:
      "Fix grammar, spelling and consistency and cut 10 to 25 percent of the words without changing your meaning or voice.",
    type: "general",
    prompt_text: text(
      "Proofread and tighten the text provided without changing its meaning or voice.",
      "- Fix spelling, grammar, punctuation and consistency (capitalisation, numbers, product names). Keep the spelling variant already used (British or American) unless the brand context specifies one.",
      "- Cut filler, redundancy and weak passive voice; aim to reduce the length by 10% to 25%.",
      "- Keep the original structure, formatting, links and call to action.",
      "- Do not add new ideas, claims or emojis.",
      "Output the edited text first. Then \"Edits:\" with up to 5 bullets summarising the most important changes.",
    ),
  },
  {
    name: "Testimonial Quote Polisher",
    description:
      "Turn raw customer feedback, reviews or interview notes into short, medium and long testimonial quotes ready for ads and web pages.",
    type: "general",
    prompt_text: text(
      "Turn the raw customer feedback, review or interview notes provided into polished testimonial quotes for the website, ads and social posts.",
      "Deliver:",
      "- Short quote (under 20 words) for ads and social graphics.",
      "- Medium quote (30 to 50 words) for landing pages.",
      "- Long quote (60 to 100 words) for case study pages.",
      "- Attribution line: name, role and company, using only what is in the text, or \"[name, role]\" if missing.",
      "- A headline under 10 words summarising the customer's result.",
      "Rules: keep the customer's voice, words and meaning; only fix grammar and remove filler; never add claims, numbers or praise the customer did not express. End with a one-line reminder to get the customer's approval before publishing.",
    ),
  },
  {
    name: "Ad Copy Variations",
    description:
      "Write paid ad copy for Meta, Google Search and LinkedIn within each platform's character limits, with a different angle per variation.",
    type: "general",
    prompt_text: text(
      "Write paid ad copy for the offer described in the text provided.",
      "Deliver:",
      "- Meta (Facebook and Instagram): 3 variations, each with primary text up to 125 characters, a headline up to 40 characters and a description up to 30 characters.",
      "- Google Search: 5 headlines up to 30 characters each and 3 descriptions up to 90 characters each.",
      "- LinkedIn: 2 variations, each with intro text up to 150 characters and a headline up to 70 characters.",
      "- A suggested call-to-action button for each platform (e.g. Learn more, Sign up).",
      "Rules: each variation tests a different angle (pain point, outcome, social proof, offer, curiosity); respect the character limits exactly; no ALL CAPS, no exaggerated or unprovable claims, and never call out personal attributes (e.g. \"Are you overweight?\").",
    ),
  },
];

// ---------------------------------------------------------------------------
// Email Broadcast (one email to the whole list)
// ---------------------------------------------------------------------------

const EMAIL_BROADCAST: LibraryPromptSeed[] = [
  {
    name: "Product Launch Announcement Email",
    description:
      "Announce a new product or feature to your whole list with a clear headline, benefit-led bullets and one call to action.",
    type: "email_broadcast",
    prompt_text: text(
      "Write a broadcast email announcing the product or feature launch described in the text provided, for our full subscriber list.",
      "Deliver 3 subject lines under 45 characters and preview text under 90 characters, then:",
      "- Headline: under 10 words, stating the news and its main benefit.",
      "- Opening of 2 to 3 sentences: the problem customers told us about, and that the answer is now here.",
      "- What's new: 3 benefit-led bullets, each a short title and one sentence.",
      "- How to get it: availability, pricing or launch offer exactly as stated in the text; never invent discounts.",
      "- Button text of 2 to 4 words.",
      "- A short sign-off from a named person and a P.S. repeating the offer or deadline, if there is one.",
      "Length 150 to 250 words. Tone: excited, clear, customer-centred, with short skimmable paragraphs.",
    ),
  },
  {
    name: "Event Promotion Email",
    description:
      "Promote a conference, workshop, meetup or live stream to your list with reasons to attend and every detail people need to register.",
    type: "email_broadcast",
    prompt_text: text(
      "Write a broadcast email promoting the event described in the text provided (conference, workshop, meetup, launch party or live stream).",
      "Deliver 3 subject lines under 45 characters and preview text under 90 characters, then the body:",
      "- A hook sentence about the experience or outcome attendees get.",
      "- Why attend: 3 bullets (what they will learn, who they will meet, what they will leave with).",
      "- Event details on separate lines: What, When (date, time and time zone), Where (venue or link), Cost. Write \"[add: ...]\" for anything missing.",
      "- Speakers or highlights: 1 to 3 lines, only from the text.",
      "- Urgency (early-bird deadline or limited seats) only if stated in the text.",
      "- Button text of 2 to 4 words and a line inviting readers to forward the email to a colleague.",
      "Length 150 to 220 words. Tone: energetic and welcoming.",
    ),
  },
  {
    name: "Flash Sale Email",
    description:
      "Announce a sale or limited-time promotion with the exact offer, terms and deadline front and centre, and honest urgency.",
    type: "email_broadcast",
    prompt_text: text(
      "Write a broadcast email for the sale or promotion described in the text provided.",
      "Deliver 3 subject lines under 45 characters (one with the discount figure, one curious, one deadline-focused) and preview text under 90 characters, then:",
      "- A headline under 10 words with the offer and what it applies to.",
      "- 1 to 2 sentences on why the sale is happening (season, anniversary, clearance) if the text says so.",
      "- Offer details: exact discount, code if any, what is included or excluded, and the end date and time with time zone. Copy these exactly from the text; never invent them.",
      "- 2 to 3 featured products or reasons to buy, one line each.",
      "- Button text of 2 to 4 words, then a final line restating the deadline.",
      "Length 90 to 160 words. Tone: upbeat and direct. Real urgency only; no fake countdowns.",
    ),
  },
  {
    name: "Feature Update Email",
    description:
      "Turn release notes into a customer-friendly update email that explains what changed and why it matters to them.",
    type: "email_broadcast",
    prompt_text: text(
      "Write a broadcast email announcing the product updates in the release notes provided, for existing customers.",
      "Deliver 3 subject lines under 45 characters and preview text under 90 characters, then:",
      "- Opening: one sentence on the theme of this update (e.g. faster reporting, easier collaboration).",
      "- If any change requires action from customers, a short \"Action needed:\" note right after the opening.",
      "- Updates: 2 to 5 items ordered by customer impact, each with a title under 8 words, 1 to 2 sentences on what it lets the customer do (benefit first, then how), and link text such as \"See how it works\".",
      "- Close with thanks, a request for feedback by replying, and one primary call to action.",
      "Rules: translate technical notes into customer language; skip internal fixes unless customers noticed the bug; 150 to 250 words.",
    ),
  },
  {
    name: "Customer Story Email",
    description:
      "Share a customer success story with your list to inspire readers and show what's possible, with no hard sell.",
    type: "email_broadcast",
    prompt_text: text(
      "Write a broadcast email that shares the customer success story in the notes or testimonial provided, to inspire subscribers and show what is possible.",
      "Deliver 3 subject lines under 45 characters that lead with the result or the customer's situation, and preview text under 90 characters, then:",
      "- Opening hook: the customer's result or turning point in one sentence.",
      "- The story in 3 short paragraphs: before (the struggle), change (what they did, including how they used our product), after (results, using only numbers from the text).",
      "- A short customer quote with name and role, if provided.",
      "- Lesson: one takeaway readers can apply even if they never buy.",
      "- Call to action: read the full case study or try the same approach.",
      "Length 180 to 280 words. Storytelling tone with the customer as the hero.",
    ),
  },
  {
    name: "Seasonal Campaign Email",
    description:
      "Write a holiday or seasonal broadcast (Black Friday, New Year, back to school) that ties the moment to a real customer need.",
    type: "email_broadcast",
    prompt_text: text(
      "Write a seasonal or holiday campaign broadcast email for the occasion and offer described in the text provided (e.g. Black Friday, New Year, back to school, summer).",
      "Deliver 3 subject lines under 45 characters and preview text under 90 characters, then:",
      "- A headline under 10 words tying the season to a customer benefit.",
      "- An opening of 2 sentences linking this time of year to a real customer need, not just \"it's the holidays\".",
      "- The offer or content (gift guide, promotion or seasonal tips), with terms and dates exactly as given.",
      "- 2 to 4 featured items or ideas, one line each.",
      "- Button text of 2 to 4 words and a P.S. with the deadline or shipping cut-off, if provided.",
      "Length 120 to 200 words. Festive but not cheesy, and inclusive of readers who do not celebrate a specific holiday.",
    ),
  },
  {
    name: "Last Chance Reminder Email",
    description:
      "A short final reminder before an offer ends, registration closes or a price goes up, with honest urgency.",
    type: "email_broadcast",
    prompt_text: text(
      "Write a short last-chance broadcast email for the deadline described in the text provided (offer ending, registration closing, early-bird price, doors closing).",
      "Deliver 3 subject lines under 40 characters (e.g. \"Ends tonight\") and preview text under 80 characters, then a body of 60 to 120 words:",
      "- First line: exactly what ends and when (date, time and time zone from the text).",
      "- One sentence with the single most compelling benefit.",
      "- One sentence handling the most likely hesitation.",
      "- Button text of 2 to 4 words.",
      "- A final line for people who already acted, e.g. \"Already in? You can ignore this one.\"",
      "Rules: honest urgency only, never invent deadlines, no ALL CAPS, at most one exclamation mark.",
    ),
  },
  {
    name: "Webinar Replay Email",
    description:
      "Send the recording of a webinar or live session to attendees and no-shows, with the top takeaways and a next step.",
    type: "email_broadcast",
    prompt_text: text(
      "Write a broadcast email sharing the recording of the webinar or live session described in the text provided, for attendees and people who missed it.",
      "Deliver 3 subject lines under 45 characters and preview text under 90 characters, then:",
      "- Opening: thank attendees, and tell those who missed it they can catch up, in one or two lines.",
      "- Top takeaways: 3 bullets with the most useful insights from the session, only from the text.",
      "- Highlight: one memorable quote or moment, with a timestamp if available.",
      "- Primary call to action to watch the replay (button text of 2 to 4 words), plus a next step (slides, demo or next session) if provided.",
      "- A note on when the replay expires, if it does.",
      "Length 120 to 200 words. Tone: helpful, generous, energetic.",
    ),
  },
];

// ---------------------------------------------------------------------------
// Newsletter
// ---------------------------------------------------------------------------

const NEWSLETTER: LibraryPromptSeed[] = [
  {
    name: "Weekly Newsletter Issue",
    description:
      "Write a complete weekly issue from your topics and links: intro, main story, quick hits, tip of the week and sign-off.",
    type: "newsletter",
    prompt_text: text(
      "Write a complete weekly newsletter issue from the topics, links and notes provided.",
      "Deliver:",
      "- 3 subject line options under 45 characters and preview text under 90 characters.",
      "- Intro of 50 to 80 words: a personal, conversational opening that frames the issue's theme.",
      "- Main story of 200 to 300 words under a ## heading: context, why it matters to the reader and one actionable takeaway.",
      "- Quick hits: 3 to 5 shorter items, each a title line and 1 to 2 sentences, plus the link if one is provided.",
      "- Tip of the week: one practical tip in 2 to 3 sentences.",
      "- Sign-off: a friendly closing line from the author and a call to action (reply, share with a colleague, or an offer mentioned in the notes).",
      "Rules: 500 to 800 words in total, skimmable, markdown ## headings only, no bold or italics, no invented facts or links.",
    ),
  },
  {
    name: "Curated Links Roundup",
    description:
      "Turn a list of links and articles into a curated roundup newsletter with short summaries and your take on why each matters.",
    type: "newsletter",
    prompt_text: text(
      "Write a curated newsletter roundup from the links, articles and notes provided.",
      "- 3 subject line options under 45 characters and preview text under 90 characters.",
      "- Intro: 2 to 3 sentences on the common thread of this issue's picks.",
      "- For each item (5 to 8): a headline under 10 words in our own words, a 2 to 3 sentence summary, a \"Why it matters:\" line with our take for the reader, and the link on its own line if provided.",
      "- If there are more than 5 items, group them under 2 to 3 themed ## headings.",
      "- Close with one question for readers and a nudge to forward the newsletter to a friend.",
      "Rules: summarise accurately, credit sources by name, never copy more than one sentence from a source, never invent links. 400 to 700 words.",
    ),
  },
  {
    name: "Founder Letter Newsletter",
    description:
      "A personal, behind-the-scenes letter from the founder: what happened, what you decided, what you learned and what's next.",
    type: "newsletter",
    prompt_text: text(
      "Write a personal founder's letter for the newsletter from the notes provided: a behind-the-scenes update, lesson or reflection.",
      "- 3 subject line options under 45 characters that sound like a note from a person, not a brand, and preview text under 90 characters.",
      "- Open with a specific moment, scene or honest admission from the notes; never \"I hope you're well\".",
      "- Tell the story or update in 3 to 5 short paragraphs: what happened, what we decided and why, what we learned.",
      "- Connect it to the reader with one lesson or question they can apply to their own work.",
      "- Share what's next for the company in 1 to 2 sentences.",
      "- Sign off with the founder's first name and a P.S. inviting replies.",
      "Rules: first person, candid and warm; 300 to 500 words; no corporate language or hard sell; only facts from the notes.",
    ),
  },
  {
    name: "Product Updates Newsletter",
    description:
      "A monthly product newsletter built from release notes: headline feature, smaller updates, a usage tip and what's coming.",
    type: "newsletter",
    prompt_text: text(
      "Write a monthly product updates newsletter from the release notes and highlights provided.",
      "- 3 subject line options under 45 characters and preview text under 90 characters.",
      "- Intro: 2 sentences on the month's theme and a thank-you to customers.",
      "- Headline feature under a ## heading: 80 to 120 words on what it does, who it helps and how to try it.",
      "- More updates: 3 to 6 items, each a short title and 1 to 2 sentences in customer language.",
      "- Tip: one way to get more from a feature customers may be missing.",
      "- Coming soon: 1 to 3 teasers only if the notes include them, with no dates unless given.",
      "- Close with a request for feedback and one primary call to action.",
      "Rules: 350 to 600 words, benefit-first, no internal jargon or ticket numbers, markdown ## headings only.",
    ),
  },
  {
    name: "Industry Trends Newsletter",
    description:
      "Explain what changed in your industry and what readers should do about it: three trends, your take and concrete actions.",
    type: "newsletter",
    prompt_text: text(
      "Write an industry trends newsletter issue from the topic, news or notes provided, for busy professionals who want to know what changed and what to do about it.",
      "- 3 subject line options under 45 characters and preview text under 90 characters.",
      "- Opening: the big picture in 2 to 3 sentences.",
      "- 3 trends, each under a ## heading with \"What's happening\" (2 to 3 sentences), \"Why it matters\" (2 sentences) and \"What to do\" (1 to 2 concrete actions).",
      "- Our take: one paragraph with a clear point of view.",
      "- Close with a question readers can reply to.",
      "Rules: 500 to 800 words; only facts and data from the text, naming the source of each data point; keep facts and opinion clearly separate; no hype.",
    ),
  },
  {
    name: "Newsletter Headline Generator",
    description:
      "Get subject lines, preview texts and in-email headlines for a newsletter issue, with a recommended pairing to lift open rates.",
    type: "newsletter",
    prompt_text: text(
      "Generate headlines for the newsletter issue provided.",
      "Deliver:",
      "- 10 subject lines under 45 characters, each labelled with its angle: curiosity, benefit, number, personal or news.",
      "- 5 preview text options under 90 characters that complement rather than repeat the subject lines.",
      "- 5 in-email headlines for the main story, each under 10 words.",
      "Rules: specific to the content, honest, no ALL CAPS, at most one emoji across all subject lines, no spam-trigger words.",
      "End with your recommended subject line and preview text pairing and one sentence on why it should lift open rates.",
    ),
  },
  {
    name: "Monthly Recap Newsletter",
    description:
      "Round up the month: most popular content, wins and milestones, what's coming next and a community corner.",
    type: "newsletter",
    prompt_text: text(
      "Write a monthly recap newsletter from the list of this month's content, wins and events provided.",
      "- 3 subject line options under 45 characters and preview text under 90 characters.",
      "- Intro: 2 to 3 sentences featuring the month's highlight.",
      "- Most popular: the top 3 pieces of content with one-line summaries and links if provided.",
      "- Wins and milestones: 2 to 4 bullets of customer, team or company news, only from the text.",
      "- Coming up: events, launches or content planned for next month, with dates if provided.",
      "- Community corner: a reader question, a shout-out or a poll idea.",
      "- Sign-off with one call to action.",
      "Rules: 300 to 500 words, upbeat and skimmable, a ## heading for each section.",
    ),
  },
  {
    name: "Single Tip Newsletter",
    description:
      "A short, one-idea newsletter that can be read in two minutes and gives readers one action to take today.",
    type: "newsletter",
    prompt_text: text(
      "Write a short, single-topic newsletter that teaches one practical idea from the text provided and can be read in under 2 minutes.",
      "- 3 subject line options under 40 characters and preview text under 80 characters.",
      "- Hook: 1 to 2 sentences describing a common problem or mistake.",
      "- The tip: the idea explained in 2 short paragraphs.",
      "- Example: a concrete before and after, a mini template, or 3 quick steps.",
      "- Do this today: one action the reader can take in under 10 minutes.",
      "- Sign-off inviting readers to reply with their results.",
      "Rules: 200 to 350 words, one idea only, conversational second person, no links except one optional resource from the text.",
    ),
  },
];

// ---------------------------------------------------------------------------
// Article (long form)
// ---------------------------------------------------------------------------

const ARTICLE: LibraryPromptSeed[] = [
  {
    name: "Thought Leadership Article",
    description:
      "Develop your opinions and experience into a long-form, evidence-backed article with a clear thesis and practical takeaways.",
    type: "article",
    prompt_text: text(
      "Write a thought leadership article from the ideas, opinions and notes provided, for senior professionals in the industry.",
      "- Title under 70 characters that states a clear point of view.",
      "- Opening of 100 to 150 words: a sharp observation, trend or story that ends with the thesis in one sentence.",
      "- 3 to 5 sections with ## headings that build the argument. Each makes one claim, supports it with evidence, examples or experience from the notes, and addresses the obvious counter-argument.",
      "- A section titled \"What this means for you\" with 3 to 5 concrete actions.",
      "- Conclusion of 80 to 120 words that restates the thesis in new words and looks ahead.",
      "Rules: 1,200 to 1,800 words; first person where the author's experience is used; confident but evidence-based; no clichés such as \"in today's fast-paced world\"; no invented data or quotes. Markdown ## headings, no bold or italics.",
    ),
  },
  {
    name: "Comparison Article",
    description:
      "Write a fair \"X vs Y\" comparison of products, tools or approaches, with a comparison table and a clear verdict per use case.",
    type: "article",
    prompt_text: text(
      "Write a balanced comparison article for the products, tools or approaches named in the text provided.",
      "Structure with ## headings:",
      "- Title under 65 characters in the form \"X vs Y: ...\" naming the deciding question.",
      "- Quick answer: 2 to 3 sentences on who should choose which.",
      "- A markdown comparison table with 6 to 8 criteria rows (price, ease of use, key features, integrations, support, best for), using only facts from the text or \"[verify]\".",
      "- One section per option: overview, strengths, limitations, ideal user.",
      "- Head to head: 3 to 4 criteria compared in depth with concrete scenarios.",
      "- How to choose: a short checklist of questions.",
      "- Verdict with a clear recommendation per use case.",
      "Rules: 1,200 to 1,800 words, fair and specific. If one option is ours, disclose it in one line and still acknowledge its real limitations. Never invent pricing or features.",
    ),
  },
  {
    name: "Pillar Page Guide",
    description:
      "Write a comprehensive, search-optimised guide that covers a topic end to end and links out to related cluster articles.",
    type: "article",
    prompt_text: text(
      "Write a comprehensive pillar guide on the topic provided, designed to rank for the main keyword and link out to related cluster articles.",
      "- Title under 65 characters including the main keyword, plus a meta description of 140 to 155 characters.",
      "- Introduction: who the guide is for and what they will learn, followed by a table of contents.",
      "- 6 to 10 ## sections from basics to advanced: definitions, why it matters, the core process or framework, best practices, tools, examples, mistakes to avoid, metrics.",
      "- Each section 200 to 350 words with at least one concrete example. Add a \"Related read:\" suggestion wherever a subtopic deserves its own article.",
      "- A FAQ section with 4 to 6 questions.",
      "- Conclusion with next steps and a call to action.",
      "Rules: 2,500 to 3,500 words; clear and authoritative; use the main keyword naturally in the title, intro, one ## heading and the conclusion; no keyword stuffing; no invented statistics.",
    ),
  },
  {
    name: "How-To Guide Article",
    description:
      "An in-depth, step-by-step guide to a task or process, with prerequisites, troubleshooting and a checklist readers can save.",
    type: "article",
    prompt_text: text(
      "Write an in-depth how-to guide article on the task or process described in the text provided.",
      "- Title starting with \"How to\", under 65 characters, plus a one-sentence standfirst with the outcome and the time required.",
      "- Who this is for and what you need: prerequisites as a short bullet list.",
      "- Overview: the process in one short paragraph and a numbered summary of the steps.",
      "- Steps: 5 to 10 ## sections titled \"Step N: ...\", each with why the step matters, exact instructions, an example, and a tip or warning.",
      "- Troubleshooting: 3 to 5 common problems with their fixes.",
      "- Checklist: the whole process as a final bullet list readers can save.",
      "Rules: 1,200 to 2,000 words, precise imperative instructions in the second person. Never invent interface labels, settings or features not in the text; mark uncertain ones \"[check]\".",
    ),
  },
  {
    name: "Customer Case Study Article",
    description:
      "Turn interview notes or a testimonial into a long-form case study for your website and sales team, with the customer as the hero.",
    type: "article",
    prompt_text: text(
      "Write a long-form customer case study article from the interview notes or testimonial provided, for the website and the sales team.",
      "- Headline under 80 characters featuring the customer and the headline result, plus a one-sentence standfirst.",
      "- Summary block: Customer, Industry, Size, Challenge, Solution, and Results as 3 bullets with figures from the text.",
      "- ## The challenge: business context, the problem and what it was costing them.",
      "- ## The search: what they tried or considered and why they chose us.",
      "- ## The implementation: timeline, who was involved and obstacles overcome.",
      "- ## The results: quantitative and qualitative outcomes, using only numbers from the text.",
      "- ## What's next for the customer.",
      "- Weave in 2 to 3 direct quotes attributed by name and role.",
      "Rules: 900 to 1,400 words, specific and factual narrative with the customer as the hero. Mark missing details \"[add: ...]\" instead of inventing them.",
    ),
  },
  {
    name: "Founder Story Article",
    description:
      "Tell the story of how the company started, from the problem the founder saw to where it's going, for an About page or feature.",
    type: "article",
    prompt_text: text(
      "Write a founder story article from the notes provided, for the About page, a publication or the company blog.",
      "- Title under 70 characters that hints at the turning point.",
      "- Opening scene of 80 to 120 words: a vivid, specific moment (time, place, what was at stake).",
      "- ## The problem: what the founder saw or experienced that others missed.",
      "- ## The early days: first attempts, setbacks and the decision to commit.",
      "- ## The turning point: the insight, customer or moment that changed things.",
      "- ## Today: what the company does now and for whom, in plain words.",
      "- ## What's next: the mission and ambition, grounded rather than grandiose.",
      "Rules: 900 to 1,300 words; narrative, honest and humble; show with details rather than adjectives; use first or third person as the notes suggest (default third person); never invent events, dates, investors or numbers.",
    ),
  },
  {
    name: "Expert Interview Article",
    description:
      "Turn an interview transcript or Q&A notes into a polished Q&A article that keeps the expert's voice.",
    type: "article",
    prompt_text: text(
      "Turn the interview transcript or Q&A notes provided into a polished Q&A-style interview article.",
      "- Title under 70 characters highlighting the expert's most interesting idea.",
      "- Introduction of 80 to 120 words: who the expert is, why their view matters now and what readers will learn.",
      "- 6 to 10 questions as ## headings, rewritten to be concise. Edit answers for clarity and flow while keeping the expert's voice and meaning; remove filler and repetition.",
      "- Pull one standout line as a quote block starting with \"> \".",
      "- Closing: where to follow the expert or learn more, if provided.",
      "Rules: 900 to 1,500 words; never add opinions the expert did not express; flag unclear passages with \"[clarify]\".",
    ),
  },
  {
    name: "Data-Driven Insights Article",
    description:
      "Build an article around survey results, research or your own data, with key findings, what they mean and chart ideas.",
    type: "article",
    prompt_text: text(
      "Write an article built around the data, survey results or research findings provided.",
      "- Title under 70 characters featuring the most surprising finding.",
      "- Key findings: 3 to 5 bullets with the headline numbers exactly as in the source.",
      "- Methodology note: who, how many, when and how the data was collected, from the text, or \"[add]\" if missing.",
      "- 3 to 5 ## sections, each exploring one finding: what the data shows, what it likely means and what the reader should do about it.",
      "- Suggested chart: for each section, one line describing a chart (type, axes, what it highlights).",
      "- Conclusion with the implications and a call to action (download the full report, subscribe).",
      "Rules: 1,000 to 1,600 words; never alter, misleadingly round or invent numbers; distinguish correlation from causation; cite sources by name.",
    ),
  },
  {
    name: "Opinion Piece",
    description:
      "Argue a clear position in a persuasive op-ed that tackles the strongest counter-argument head on.",
    type: "article",
    prompt_text: text(
      "Write an opinion piece (op-ed) arguing the position in the text provided.",
      "- Headline under 70 characters that states the argument.",
      "- Lead paragraph: a timely hook and the argument in one clear sentence.",
      "- 3 supporting arguments as ## sections, each backed by evidence or an example from the notes.",
      "- A section that fairly presents the strongest opposing view and responds to it.",
      "- Conclusion with a call to action or a challenge to the reader.",
      "Rules: 700 to 1,000 words; persuasive, vivid and direct; first person; no straw-man arguments, insults or unverifiable claims.",
    ),
  },
];

// ---------------------------------------------------------------------------
// Image (templates for the Image Playground)
// ---------------------------------------------------------------------------

const IMAGE: LibraryPromptSeed[] = [
  {
    name: "Studio Product Shot",
    description:
      "Clean e-commerce product photo on a pure white background with soft studio lighting. Describe the product in your prompt.",
    type: "image",
    prompt_text: image(
      "Professional studio product photograph of the product described in my prompt, centred on a seamless pure white background.",
      "Soft diffused three-point lighting with a large softbox from the upper left, a gentle natural shadow beneath the product and a subtle reflection on the surface.",
      "Shot with a 100mm macro lens at f/8, razor-sharp focus across the whole product, true-to-life colours, fine detail on materials and texture.",
      "E-commerce catalogue style, clean and minimal, generous empty space around the product.",
      "No text, no added logos, no props, no watermark.",
    ),
  },
  {
    name: "Lifestyle Product Photo",
    description:
      "Your product in use in a real, everyday setting with natural light. Ideal for social posts, ads and landing pages.",
    type: "image",
    prompt_text: image(
      "Lifestyle photograph of the product described in my prompt being used naturally in a real everyday setting that suits its audience, such as a bright kitchen, a modern home office or an outdoor café.",
      "Natural window light, warm and inviting atmosphere, shallow depth of field with the product in sharp focus and a softly blurred background.",
      "Candid, authentic feel; people shown only partially (hands, over the shoulder) and diverse.",
      "Full-frame camera, 50mm lens at f/2, editorial and aspirational but realistic.",
      "Realistic hands, no text, no watermark.",
    ),
  },
  {
    name: "Flat Lay Product Photo",
    description:
      "Top-down styled flat lay of your product with complementary props, perfect for Instagram and product launches.",
    type: "image",
    prompt_text: image(
      "Top-down flat lay photograph of the product described in my prompt, arranged on a textured neutral surface such as linen, light wood or matte stone.",
      "A few complementary props that hint at how the product is used, arranged in a balanced composition with intentional negative space.",
      "Soft, even daylight with minimal shadows and a muted, harmonious colour palette that makes the product colour stand out.",
      "Crisp focus, high resolution, Instagram-ready styling. No text, no watermark.",
    ),
  },
  {
    name: "Flat Vector Illustration",
    description:
      "Modern flat illustration of any scene or concept, great for blog posts, website sections and explainer graphics.",
    type: "image",
    prompt_text: image(
      "Flat vector illustration of the scene or concept described in my prompt.",
      "Modern minimal style built from simple geometric shapes, a limited palette of 4 to 5 harmonious colours, subtle grain texture and no harsh gradients.",
      "Friendly, inclusive characters with simplified features wherever people appear.",
      "One clear focal point, plenty of white space and a balanced composition suitable for a website hero section or a blog illustration.",
      "No text, no letters, no watermark.",
    ),
  },
  {
    name: "Isometric Illustration",
    description:
      "Tidy isometric scene in a tech and SaaS style, for feature explainers, landing pages and presentations.",
    type: "image",
    prompt_text: image(
      "Isometric 3D-style illustration of the concept described in my prompt, shown as a small, tidy scene on a floating platform.",
      "30-degree isometric angle, clean vector shapes, soft pastel palette with one bright accent colour, gentle soft shadows and subtle highlights.",
      "Tech and SaaS marketing style, detailed but uncluttered, on a light solid background.",
      "Suitable for landing pages, feature explainers and presentations. No text, no labels, no watermark.",
    ),
  },
  {
    name: "Social Media Banner Background",
    description:
      "Wide abstract background with calm space for a headline. Use a landscape size and add your text in a design tool.",
    type: "image",
    prompt_text: image(
      "Wide social media banner background inspired by the theme described in my prompt.",
      "Abstract, modern composition with flowing shapes and soft depth, designed to sit behind text: keep the centre and left side calm and low in contrast so a headline can be placed on top, with visual interest toward the right edge.",
      "Cohesive, brand-friendly palette based on the colours mentioned in my prompt, or deep blue and warm coral if none are given.",
      "Smooth gradients, subtle texture, high resolution, wide landscape composition.",
      "No text, no letters, no logos, no watermark.",
    ),
  },
  {
    name: "LinkedIn Cover Background",
    description:
      "Professional panoramic cover image for a LinkedIn profile or company page, leaving room where the profile photo overlaps.",
    type: "image",
    prompt_text: image(
      "LinkedIn cover banner background for a professional profile or company page, on the theme described in my prompt.",
      "Very wide panoramic composition; keep the lower-left area empty and uncluttered because the profile photo overlaps it.",
      "Sophisticated corporate-modern look: subtle geometric patterns or a softly blurred, relevant workspace or cityscape, restrained palette with one accent colour.",
      "Calm, premium, trustworthy mood, high resolution.",
      "No text, no letters, no logos, no watermark.",
    ),
  },
  {
    name: "Instagram Quote Post Background",
    description:
      "Square, minimal background for quote, tip or announcement posts, with a large calm area for your text. Use a 1024 x 1024 size.",
    type: "image",
    prompt_text: image(
      "Square background image for an Instagram quote or tip post on the theme described in my prompt.",
      "Minimal, calm composition with a large empty central area for overlaid text and enough contrast that white or dark text stays readable.",
      "Soft paper texture, a gentle gradient or a softly blurred on-theme photograph under a subtle dark overlay, whichever best fits the theme.",
      "Cohesive, aesthetic feed look, 1:1 aspect ratio.",
      "No text, no letters, no watermark.",
    ),
  },
  {
    name: "Blog Header Image",
    description:
      "Conceptual editorial header image for an article or blog post, built around one clear visual metaphor.",
    type: "image",
    prompt_text: image(
      "Editorial blog header image illustrating the article topic described in my prompt.",
      "Wide landscape composition, conceptual rather than literal: one clear visual metaphor for the topic, placed off-centre with negative space on one side for an optional title.",
      "Modern editorial style, either clean natural-light photography or a semi-flat illustration, with a muted palette and one accent colour.",
      "Professional magazine quality, high detail.",
      "No text, no letters, no watermark.",
    ),
  },
  {
    name: "Abstract Gradient Background",
    description:
      "Smooth mesh-gradient background for slides, posts, web sections and email headers. Name your colours or mood in the prompt.",
    type: "image",
    prompt_text: image(
      "Abstract background of smooth, flowing mesh gradients and soft organic shapes, in the mood and colours described in my prompt (default: violet, electric blue and soft peach).",
      "Subtle film grain, gentle glow, a sense of depth and motion, no hard edges.",
      "Works behind slides, social posts, website sections and email headers.",
      "Ultra high resolution, clean and modern.",
      "No text, no objects, no watermark.",
    ),
  },
  {
    name: "Team at Work Photo",
    description:
      "Authentic photo of a diverse team collaborating in a bright workspace, for hiring posts, careers and About pages.",
    type: "image",
    prompt_text: image(
      "Authentic photograph of a modern team or workspace scene matching the description in my prompt: diverse professionals collaborating naturally around a laptop, at a whiteboard or in a relaxed meeting, with genuine expressions and not posing for the camera.",
      "Bright, airy office or co-working space with plants and natural light, warm colour grading, shallow depth of field.",
      "Documentary-style corporate photography, 35mm lens.",
      "Realistic hands and faces, no text, no logos, no watermark.",
    ),
  },
  {
    name: "Email Hero Image",
    description:
      "Bold, simple header image for an email campaign that still reads clearly on a phone screen.",
    type: "image",
    prompt_text: image(
      "Email header hero image for the campaign described in my prompt.",
      "Wide landscape composition that stays clear when scaled down to 600 pixels wide: one bold, simple focal subject, high contrast, uncluttered background.",
      "Bright, inviting colours matching the season or offer in my prompt.",
      "Clean commercial style, either crisp product photography or a bold flat illustration, with a calm area at the top or side for a headline added later in the email editor.",
      "No text, no letters, no watermark.",
    ),
  },
  {
    name: "Event Poster Background",
    description:
      "Energetic background artwork for an event poster or promo graphic, with clear space for the title and details.",
    type: "image",
    prompt_text: image(
      "Background artwork for an event poster or promotional graphic for the event described in my prompt (conference, workshop, webinar or launch party).",
      "Energetic modern design with bold shapes, dynamic light effects and a sense of occasion, in colours that match the event's mood.",
      "Portrait composition with a clear empty zone in the top third for the event title and a calmer bottom area for the date and details.",
      "High resolution, ready for print and social.",
      "No text, no letters, no watermark.",
    ),
  },
  {
    name: "3D Icon Render",
    description:
      "A single glossy 3D icon of any object or idea, for feature highlights, presentations and social graphics.",
    type: "image",
    prompt_text: image(
      "Glossy 3D icon render of the object or concept described in my prompt, as a single centred object.",
      "Soft clay or plastic material with rounded edges, playful modern style, pastel colours with one vivid accent.",
      "Soft studio lighting with gentle shadows on a plain light background.",
      "Clean, minimal, friendly but professional; suitable for app feature icons, presentations and social posts.",
      "No text, no watermark.",
    ),
  },
];

export const PROMPT_LIBRARY: readonly LibraryPromptSeed[] = Object.freeze([
  ...SOCIAL_MEDIA,
  ...BLOG,
  ...EMAIL,
  ...GENERAL,
  ...EMAIL_BROADCAST,
  ...NEWSLETTER,
  ...ARTICLE,
  ...IMAGE,
]);
