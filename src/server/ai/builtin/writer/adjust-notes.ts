/** Reads adjustment notes ("make it shorter and add emojis") into the instructions the writer knows how to apply. */
import type { Platform } from "../text/prompt-hints";

export interface Adjustments {
  shorter: boolean;
  longer: boolean;
  tone: "formal" | "casual" | "playful" | "bold" | null;
  simpler: boolean;
  addEmojis: boolean;
  removeEmojis: boolean;
  addHashtags: boolean;
  removeHashtags: boolean;
  addCta: boolean;
  removeCta: boolean;
  questionHook: boolean;
  endWithQuestion: boolean;
  bullets: boolean;
  mentions: string[];
  audience: string | null;
  platform: Platform | null;
  fixTypos: boolean;
  spelling: "british" | "american" | null;
  noExclamations: boolean;
  urgency: boolean;
  maxChars: number | null;
  maxWords: number | null;
  oneSentence: boolean;
  /** Something was asked that cannot be done offline (translation); the text is kept as it is. */
  unsupported: string[];
}

const REMOVE = String.raw`(?:remove|no|without|delete|drop|less|fewer|get rid of|strip|lose|cut(?: out)?|skip|don'?t (?:use|add|include)|too many)`;
const ADD = String.raw`(?:add|more|include|use|with|sprinkle|insert|put|some|needs?|a few|couple of|throw in|stronger|clear(?:er)?|better)`;

function wants(notes: string, add: string, noun: string): { add: boolean; remove: boolean } {
  const n = `(?:${noun})`;
  const remove = new RegExp(`\\b${REMOVE}\\b[^.,;]*?\\b${n}`, "i").test(notes) || new RegExp(`\\b${n}[- ]free\\b`, "i").test(notes);
  return { remove, add: !remove && new RegExp(`\\b${add}\\b[^.,;]*?\\b${n}`, "i").test(notes) };
}

const CLAUSE_END = String.raw`(?=\s*(?:,|;|\.(?:\s|$)|$|\band (?:make|add|remove|use|keep|include|mention|end|start|target|fix|turn|put|change)\b|\bthen\b|\balso\b))`;
const NOT_A_MENTION =
  /^(?:more |some |a |an |the )?(?:emojis?|hashtags?|call[- ]to[- ]action|cta|question|hook|bullets?|bullet points|detail|details|context|energy|personality|urgency|humou?r|exclamation)/i;

function mentions(notes: string): string[] {
  const re = new RegExp(
    String.raw`\b(?:mention|include|reference|highlight|feature|talk about|emphasi[sz]e|add (?:a (?:line|note|sentence) about|something about|info(?:rmation)? (?:about|on))|plug|shout out)\s+(?:that\s+)?(.+?)${CLAUSE_END}`,
    "gi",
  );
  const out: string[] = [];
  for (const m of notes.matchAll(re)) {
    const x = m[1]
      .trim()
      .replace(/^["'\u201c]|["'\u201d]$/g, "")
      .replace(/[.!]+$/, "");
    if (x && !NOT_A_MENTION.test(x) && x.split(/\s+/).length <= 16) out.push(x);
  }
  return out;
}

function audience(notes: string): string | null {
  const m = new RegExp(
    String.raw`\b(?:target(?:ing|ed)?(?: it)?(?: at| to| towards?)?|aim(?:ed)? (?:it )?at|speak(?:ing)? to|address(?:ing)?|geared (?:towards?|to)|written for|tailor(?:ed)?(?: it)? (?:to|for)|make it (?:for|relevant to|appeal to)|appeal to|for an audience of)\s+(.+?)${CLAUSE_END}`,
    "i",
  ).exec(notes);
  const a = m?.[1].trim().replace(/[.!]+$/, "") ?? null;
  if (!a || /^(linkedin|instagram|twitter|x|tiktok|facebook)$/i.test(a)) return null;
  return a.replace(/^(the|an?)\s+audience of\s+/i, "");
}

function platform(notes: string): Platform | null {
  if (/\b(for|on|to|into) (twitter|x|a tweet)\b|\btweet\b/i.test(notes)) return "x";
  if (/\b(for|on|to|into) linked\s?in\b/i.test(notes)) return "linkedin";
  if (/\b(for|on|to|into) (instagram|insta|ig)\b/i.test(notes)) return "instagram";
  if (/\b(for|on|to|into) tik\s?tok\b/i.test(notes)) return "tiktok";
  if (/\b(for|on|to|into) facebook\b/i.test(notes)) return "facebook";
  return null;
}

export function parseAdjustNotes(raw: string): Adjustments {
  const notes = raw.replace(/\s+/g, " ").trim();
  const emojis = wants(notes, ADD, "emojis?|emoticons?");
  const hashtags = wants(notes, ADD, "hashtags?|tags");
  const cta = wants(notes, ADD, "(?:call[- ]to[- ]action|cta)s?");
  const lessFormal = /\b(less (formal|stiff|corporate|serious)|not so formal|more human)\b/i.test(notes);
  let tone: Adjustments["tone"] = null;
  if (/\b(fun|funny|funnier|playful|witty|wittier|humou?r(ous)?|cheeky|light-?hearted|quirky|silly)\b/i.test(notes)) tone = "playful";
  else if (!lessFormal && /\b(formal|professional|polished|corporate|serious|business-?like|authoritative)\b/i.test(notes)) tone = "formal";
  else if (lessFormal || /\b(casual|friendly|friendlier|conversational|relaxed|informal|warmer|approachable|chatty)\b/i.test(notes)) tone = "casual";
  else if (/\b(exciting|excited|energetic|punchy|punchier|bold|bolder|enthusiastic|hype|pop|engaging|catchy|more energy|confident|stronger)\b/i.test(notes))
    tone = "bold";
  const chars = /\b(?:under|max(?:imum)?|at most|less than|fewer than|no more than|within|up to)\s+(\d{2,4})\s*(?:characters|chars)\b/i.exec(notes);
  const words = /\b(?:under|max(?:imum)?|at most|less than|fewer than|no more than|within|up to)\s+(\d{1,4})\s*words\b/i.exec(notes);
  const plat = platform(notes);
  const unsupported: string[] = [];
  if (/\btranslat\w*|\bin (spanish|french|german|italian|portuguese|dutch|japanese|chinese|arabic|hindi)\b/i.test(notes)) unsupported.push("translation");
  return {
    shorter:
      /\b(shorter|shorten|concise|trim|tighten|cut (it )?down|condense|brief(er)?|reduce (the )?length|less wordy|too long|succinct|fewer words|summari[sz]e|snappier)\b/i.test(
        notes,
      ),
    longer:
      /\b(longer|lengthen|expand|more detail(s|ed)?|elaborate|flesh (it )?out|too short|more context|more depth|go deeper|in more depth)\b/i.test(notes) ||
      /\badd more(?!\s+(emojis?|hashtags?|energy|excitement|personality|humou?r|urgency))\b/i.test(notes),
    tone,
    simpler: /\b(simpler|simplify|plain (english|language)|less jargon|no jargon|easier to read|clearer|more readable)\b/i.test(notes),
    addEmojis: emojis.add || (/\bemojis?\b/i.test(notes) && !emojis.remove),
    removeEmojis: emojis.remove,
    addHashtags: hashtags.add || (/\bhashtags?\b/i.test(notes) && !hashtags.remove),
    removeHashtags: hashtags.remove,
    addCta: cta.add || (/\b(call[- ]to[- ]action|cta)\b/i.test(notes) && !cta.remove),
    removeCta: cta.remove,
    questionHook: /\b(question|hook)\b/i.test(notes) && !/\bend(s|ing)? (it )?with an? question\b/i.test(notes),
    endWithQuestion: /\b(end|finish|close)(s|ing)? (it )?with an? (\w+ )?question\b|\bask (the )?(readers?|audience|followers) (a question|something)\b/i.test(
      notes,
    ),
    bullets: /\b(bullet(ed)?( points?| list)?|bullets|list format|as a list|listicle|numbered list)\b/i.test(notes),
    mentions: mentions(notes),
    audience: audience(notes),
    platform: plat,
    fixTypos: /\b(typos?|spelling|grammar|proofread|fix (the )?(errors|mistakes)|correct (the )?(errors|mistakes))\b/i.test(notes),
    spelling: /\b(british|uk|english \(uk\))\b/i.test(notes) ? "british" : /\b(american|us) (spelling|english)\b/i.test(notes) ? "american" : null,
    noExclamations: /\b(no|fewer|less|remove|without|drop)\b[^.,;]*\bexclamation/i.test(notes),
    urgency: /\b(urgen(t|cy)|fomo|scarcity|limited time|sense of urgency|act now)\b/i.test(notes),
    maxChars: chars ? Number(chars[1]) : plat === "x" ? 280 : null,
    maxWords: words ? Number(words[1]) : null,
    oneSentence: /\b(one|single|1)[- ](sentence|line|liner)\b/i.test(notes),
    unsupported,
  };
}
