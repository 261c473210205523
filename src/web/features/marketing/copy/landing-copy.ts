import type { LucideIcon } from "lucide-react";
import {
  Building2,
  CalendarClock,
  Heading,
  ImagePlus,
  Images,
  Languages,
  Lightbulb,
  Megaphone,
  Palette,
  PenLine,
  Repeat2,
  Rocket,
  Search,
  Share2,
  Users,
} from "lucide-react";

export type IconItem = { icon: LucideIcon; title: string; text: string };

export const heroCopy = {
  eyebrow: "Early access · Free for everyone",
  title: "Turn one idea into a week of",
  titleHighlight: ["on-brand", "content"],
  lead: "Content Studio drafts social posts, email broadcasts, newsletters and articles in your brand's voice, helps you refine every line, and gets them ready to share. It runs on your own server, so your drafts stay yours.",
  highlights: [
    "Works offline with built-in models",
    "Bring your own AI provider",
    "Your data stays in your database",
  ],
} as const;

export const audienceCopy = {
  eyebrow: "Who it's for",
  title: "Built for the people who keep the content calendar full",
  description:
    "Whether you publish for one brand or twenty, Content Studio takes you from a rough idea to a polished draft without the blank page.",
  items: [
    {
      icon: Megaphone,
      title: "Marketers",
      text: "Ship campaign copy for every channel without starting from scratch each time.",
    },
    {
      icon: Rocket,
      title: "Startups & founders",
      text: "Sound like a full marketing team while you're still a team of two.",
    },
    {
      icon: PenLine,
      title: "Content creators",
      text: "Publish more often and keep your voice recognisably yours.",
    },
    {
      icon: Building2,
      title: "Agencies",
      text: "Keep every client's voice, audience and house rules in its own brand profile.",
    },
    {
      icon: Share2,
      title: "Social media managers",
      text: "Draft a batch of posts per platform, then polish them side by side.",
    },
    {
      icon: Lightbulb,
      title: "Innovators",
      text: "Test new angles and formats in minutes, and keep the ones that land.",
    },
  ] satisfies IconItem[],
} as const;

export const stepsCopy = {
  eyebrow: "How it works",
  title: "From idea to published in three steps",
  description: "One simple flow for every format you write.",
  items: [
    {
      title: "Generate",
      text: "Start from a rough note, a list of topics or an uploaded image. Pick a prompt style and a model, and get a first draft in seconds.",
    },
    {
      title: "Refine",
      text: "Adjust the tone or length, expand a thought, or ask for alternatives. Every change is kept as a version you can step back to.",
    },
    {
      title: "Share",
      text: "Copy the version you like, download a batch as CSV for your scheduler, and find everything later in your searchable history.",
    },
  ],
} as const;

export const featuresCopy = {
  eyebrow: "Features",
  title: "Everything you need to go from draft to done",
  description:
    "Content Studio ships with a built-in writer that works offline, with no API keys needed. Connect the AI providers you choose when you want more capable models.",
  providersLabel: "Works with",
  providers: ["Built-in offline writer", "OpenAI", "Anthropic", "OpenRouter", "Ollama"],
  items: [
    {
      icon: Repeat2,
      title: "Content repurposing across platforms",
      text: "Turn one set of notes into a social post, an email broadcast, a newsletter and an article, each shaped for its format.",
    },
    {
      icon: Palette,
      title: "Brand voice consistency",
      text: "Save your mission, audience, voice and house rules once. No emojis or no dashes? Every draft follows the rules.",
    },
    {
      icon: ImagePlus,
      title: "Visual suggestions",
      text: "Pair each post with images from your gallery, or create new ones in the Image Playground at the size you need.",
    },
    {
      icon: CalendarClock,
      title: "Scheduling",
      text: "Plan a batch of posts ahead and export it as CSV, ready for the scheduling tool you already use.",
    },
    {
      icon: Languages,
      title: "Multilingual posts",
      text: "Connect a multilingual model from OpenAI, Anthropic, OpenRouter or Ollama and write in your audience's language.",
    },
    {
      icon: Heading,
      title: "Headline generator",
      text: "Get hooks, subject lines and titles, then generate alternatives and keep the one that earns the click.",
    },
    {
      icon: Users,
      title: "Real-time collaboration",
      text: "Host one studio for your team: everyone gets an account, a shared prompt library and live model updates.",
    },
    {
      icon: Search,
      title: "SEO copy",
      text: "Articles and newsletters come with a clear title and sections built around the keywords in your material.",
    },
    {
      icon: Images,
      title: "Image-to-post",
      text: "Upload a product shot or screenshot and get a post drafted around it. Connect a vision model for richer detail.",
    },
  ] satisfies IconItem[],
} as const;

export const experienceCopy = {
  eyebrow: "What you'll experience",
  title: "Less time writing. More time on what moves the needle.",
  description:
    "Content Studio handles the first draft and the fiddly rewrites, so you can spend your energy on strategy, timing and the ideas only you can have.",
  items: [
    "A first draft in seconds instead of an hour staring at a blank page",
    "Posts that sound like your brand, not like generic AI",
    "One idea repurposed for every channel you publish on",
    "Every version kept, so you can experiment without losing a good line",
    "A searchable history of everything you've created",
    "Full control: your server, your database, your choice of models",
  ],
} as const;

export const closingCopy = {
  title: "Your next great post is one idea away",
  lead: "Create your free account, bring a rough idea, and leave with a draft you're proud to publish. No credit card. No API key.",
} as const;
