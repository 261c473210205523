/**
 * The demo writer's JSON answers, in the shapes the callers' schemas check (parse-output.ts, headlines-seo.ts,
 * repurpose.ts): topics, ideas, headlines, SEO copy and repurposed targets, always within the limits.
 */
import { HEADLINE_FORMULAS, HEADLINES, SEO_LIMITS, charCount, type HeadlineFormula } from "@/shared/seo-limits";
import { countForTarget, isRepurposeTarget, REPURPOSE_TARGETS, type RepurposeTargetId } from "@/shared/repurpose-targets";
import { GENERATION } from "@/shared/constants";
import { capitalise, clip, hashtag, hashtagsFor, keywords, nth, subjectOf } from "./text";
import { post, sections, type Piece } from "./writer";

/** Topics: one per distinct subject among the notes' lines and sentences. */
export function topics(p: Piece): string {
  const count = p.d.count ?? GENERATION.topicCount;
  const seen = new Set<string>();
  const out: { topic: string; details: string }[] = [];
  for (const s of p.sents) {
    const topic = capitalise(subjectOf(s, true));
    if (out.length >= count || seen.has(topic.toLowerCase()) || topic === "This") continue;
    seen.add(topic.toLowerCase());
    out.push({ topic, details: s });
  }
  return JSON.stringify({ topics: out });
}

const IDEAS = [
  (s: string) => `A behind-the-scenes look at ${s}: show how it comes together.`,
  (s: string) => `Three quick tips about ${s} your audience can use today.`,
  (s: string) => `A customer story: how someone got real value from ${s}.`,
  (s: string) => `Myth or fact? Clear up one common misunderstanding about ${s}.`,
  (s: string) => `A short checklist for getting started with ${s}.`,
  (s: string) => `Ask your audience a question about ${s} and share the answers.`,
  (s: string) => `Before and after: what changes with ${s}.`,
  (s: string) => `The one mistake people make with ${s}, and how to avoid it.`,
  (s: string) => `A day in the life: ${s} from the team's point of view.`,
  (s: string) => `Your top questions about ${s}, answered.`,
];

/** Ideas: template ideas on the subjects of the prompt and the example posts. */
export function ideas(p: Piece): string {
  const count = Math.min(IDEAS.length, Math.max(1, p.d.count ?? GENERATION.ideas.default));
  const text = p.material.replace(/^(?:Prompt|Example posts):/gm, "").replace(/^---$/gm, "");
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  const subjects = [...new Set([subjectOf(text), ...lines.slice(1).map((l) => subjectOf(l))])].filter((s) => s !== "this");
  const list = Array.from({ length: count }, (_, i) => nth(IDEAS, p.v + i)(nth(subjects.length ? subjects : ["your work"], i)));
  return JSON.stringify({ ideas: list });
}

const HEADLINE_TEMPLATES: Record<HeadlineFormula, ((s: string, S: string) => string)[]> = {
  question: [(s) => `Is ${s} the missing piece?`, (s) => `Are you getting ${s} right?`],
  number: [(s) => `5 ways ${s} pays off`, (s) => `3 mistakes to avoid with ${s}`],
  "how-to": [(s) => `How to get started with ${s}`, (s) => `How to get more from ${s}`],
  benefit: [(s) => `Save time and get clearer results with ${s}`, (s) => `Get more done with ${s}`],
  curiosity: [(s) => `What nobody tells you about ${s}`, (s) => `The ${s} detail most people overlook`],
  command: [(s) => `Start using ${s} today`, (s) => `Make ${s} part of your week`],
  news: [(s) => `Introducing ${s}`, (s) => `Just launched: ${s}`],
  "problem-solution": [(s) => `Tired of guesswork? Meet ${s}`, (s) => `The fix for slow results: ${s}`],
  comparison: [(_, S) => `${S} vs. the old way: what really changes`, (s) => `Before and after ${s}`],
  testimonial: [(s) => `Why people rely on ${s}`, (s) => `"We wish we'd found ${s} sooner"`],
};

/** Headlines: the subject in each formula's templates, the formulas taking turns (ten headlines, ten formulas). */
export function headlines(p: Piece): string {
  const count = Math.min(HEADLINES.max, Math.max(HEADLINES.min, p.d.count ?? HEADLINES.default));
  const subject = clip(p.subject, 60);
  const out = Array.from({ length: count }, (_, i) => {
    const formula = nth(HEADLINE_FORMULAS, p.v + i);
    const template = HEADLINE_TEMPLATES[formula][Math.floor(i / HEADLINE_FORMULAS.length) % 2];
    return { text: clip(capitalise(template(subject, capitalise(subject))), HEADLINES.maxChars), formula };
  });
  return JSON.stringify({ headlines: out });
}

/** SEO copy within every limit of SEO_LIMITS. */
export function seo(p: Piece): string {
  const lead = p.sents.slice(0, 2).join(" ") || `All about ${p.subject}.`;
  const topic = subjectOf(p.material || p.subject, true);
  const words = [topic, ...keywords(p.material, 12)].filter((k, i, all) => all.findIndex((o) => o.toLowerCase() === k.toLowerCase()) === i);
  const fillers = [`${topic} guide`, `${topic} tips`, `about ${topic}`, "marketing", "content"];
  const keys = [...words, ...fillers].slice(0, SEO_LIMITS.keywords).map((k) => clip(k.toLowerCase(), SEO_LIMITS.keywordChars));
  const slug =
    topic
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, SEO_LIMITS.slug)
      .replace(/-+$/, "") || "post";
  return JSON.stringify({
    metaTitle: clip(`${capitalise(p.subject)}: what you need to know`, SEO_LIMITS.metaTitle),
    metaDescription: clip(lead, SEO_LIMITS.metaDescription),
    slug,
    keywords: keys,
    ogTitle: clip(`${capitalise(p.subject)}: the short version`, SEO_LIMITS.ogTitle),
    ogDescription: clip(lead, SEO_LIMITS.ogDescription),
  });
}

/** The longest prefix of a text that fits a target's limit as the target counts it (links count as 23 on X). */
function fit(id: RepurposeTargetId, text: string): string {
  let out = text;
  for (let max = charCount(text); countForTarget(id, out) > REPURPOSE_TARGETS[id].maxChars && max > 20; max -= 10) out = clip(text, max);
  return out;
}

function thread(p: Piece): string[] {
  const tags = hashtagsFor(p.material, 2).join(" ");
  const posts = [`${capitalise(p.subject)}: a thread.`, ...(p.sents.length ? p.sents : [`${capitalise(p.subject)}.`]).slice(0, 6), ...p.facts.slice(0, 2)];
  posts.push(`Thanks for reading. ${tags}`.trim());
  return posts.map((s, i) => fit("x_thread", `${i + 1}/${posts.length} ${s}`));
}

function outline(p: Piece): string {
  const parts = sections(
    p.sents.map((s) => `- ${clip(s, 120)}`),
    p.v,
    "\n",
    "\n",
  );
  return [
    `# ${capitalise(p.subject)}: what you need to know`,
    `Intro: why ${p.subject} matters to the reader.`,
    ...parts,
    "## Conclusion\n- Sum up the key points\n- Invite the reader to act",
  ].join("\n\n");
}

/** Each target written by the content type's template with its platform's wording, then fitted to its limit. */
function target(p: Piece, id: RepurposeTargetId, i: number): string[] {
  const as = (contentType: Piece["d"]["contentType"], template: string) => ({
    ...p,
    d: { ...p.d, contentType },
    hints: { ...p.hints, ...platformHints(template, p) },
  });
  switch (id) {
    case "x_thread":
      return thread(p);
    case "blog_outline":
      return [fit(id, outline(p))];
    case "newsletter_section":
      return [fit(id, post(as("newsletter", ""), p.v + i).replace(/^# /, "## "))];
    case "linkedin_post":
      return [fit(id, post(as("social_media", "linkedin"), p.v + i))];
    case "instagram_caption":
      return [fit(id, post(as("social_media", "instagram"), p.v + i))];
    case "bluesky_post":
      return [fit(id, post(as("social_media", "short"), p.v + i))];
    default:
      return [
        fit(
          id,
          post(as("social_media", "mastodon"), p.v + i).replace(/#\S+/g, (t) => hashtag(t) ?? t),
        ),
      ];
  }
}

function platformHints(template: string, p: Piece): Partial<Piece["hints"]> {
  const noEmoji = p.d.brand?.no_emojis === true;
  if (template === "linkedin") return { platform: "linkedin", formal: true, emojis: false, hashtags: 3, short: false, maxChars: null, posts: 1 };
  if (template === "instagram") return { platform: "instagram", formal: false, emojis: !noEmoji, hashtags: 8, short: false, maxChars: null, posts: 1 };
  if (template === "short") return { platform: null, formal: false, emojis: false, hashtags: 0, short: true, maxChars: null, posts: 1 };
  return { platform: null, formal: false, emojis: false, hashtags: 3, short: false, maxChars: null, posts: 1 };
}

export function repurpose(p: Piece): string {
  const targets = [...new Set((p.d.targets ?? []).filter(isRepurposeTarget))];
  if (p.material.trim() === "") return JSON.stringify({ results: [] });
  return JSON.stringify({ results: targets.map((id, i) => ({ target: id, parts: target(p, id, i) })) });
}

const ASPECTS = ["1:1", "4:5", "1.91:1", "9:16"];
const CONCEPTS: { style: string; shows: (s: string, k: string) => string; why: (s: string) => string; prompt: (s: string, k: string) => string }[] = [
  {
    style: "photo",
    shows: (s, k) => `A candid photo of ${s} in use, with ${k} in the foreground.`,
    why: (s) => `A real scene makes ${s} concrete and stops the scroll better than text alone.`,
    prompt: (s, k) => `Candid editorial photograph of ${s}, ${k} in the foreground, natural window light, shallow depth of field, warm tones, no text`,
  },
  {
    style: "illustration",
    shows: (s, k) => `A flat illustration of ${s}, with simple icons for ${k}.`,
    why: (s) => `An illustration carries the idea of ${s} at a glance and stays on brand.`,
    prompt: (s, k) => `Flat vector illustration of ${s}, simple icons representing ${k}, bold shapes, limited palette, plenty of white space, no text`,
  },
  {
    style: "detail",
    shows: (s, k) => `A close-up detail shot of ${k}, the heart of ${s}.`,
    why: (s) => `A close-up invites a second look and hints at the story of ${s} without giving it all away.`,
    prompt: (s, k) => `Macro close-up photograph of ${k}, related to ${s}, crisp detail, soft studio light, clean background, no text`,
  },
];

/** Visual concepts: three styles on the post's subject and keywords, in the platform's aspect ratio. */
export function visuals(p: Piece): string {
  const subject = clip(subjectOf(p.material || p.subject, true), 60);
  const words = keywords(p.material, 6).filter((w) => w.toLowerCase() !== subject.toLowerCase());
  const aspect = ASPECTS.includes(p.d.aspect ?? "") ? p.d.aspect! : "1:1";
  const concepts = CONCEPTS.map((c, i) => {
    const k = words.length ? words.slice(i, i + 2).join(" and ") || words[0] : subject;
    return {
      shows: clip(c.shows(subject, k), 400),
      why: clip(c.why(subject), 400),
      prompt: clip(c.prompt(subject, k), 900),
      aspectRatio: aspect,
      alt: clip(capitalise(c.shows(subject, k).replace(/^An? /, "").replace(/\.$/, "")), 200),
    };
  });
  return JSON.stringify({ concepts });
}
