import { Database, Plug, ServerCog, WifiOff } from "lucide-react";
import type { IconItem } from "@/web/features/marketing/copy/landing-copy";

export const aboutCopy = {
  eyebrow: "About",
  title: "An AI content studio that works on your terms",
  lead: "Content Studio is an AI-powered content creation platform for marketers. It turns rough ideas into social posts, email broadcasts, newsletters and articles that sound like your brand, then helps you refine them and get them out the door.",
  factsLabel: "Content Studio at a glance",
  facts: [
    { value: "5", label: "content formats, from social posts to articles" },
    { value: "0", label: "API keys needed to start writing" },
    { value: "1", label: "self-hosted studio for your whole team" },
  ],
  audience: {
    eyebrow: "Who it's for",
    title: "Made for everyone who writes to grow something",
    description:
      "Marketers, startups and founders, content creators, agencies, social media managers and innovators: anyone who needs more good content than they have hours to write it.",
  },
  flow: {
    eyebrow: "The flow",
    title: "Generate, refine, share",
    description:
      "Every format follows the same rhythm, so once you've written one post you know how to write them all.",
  },
  built: {
    eyebrow: "How it's built",
    title: "Yours to run, yours to keep",
    description:
      "Content Studio is built to run anywhere, from a laptop to a fleet of servers behind a load balancer.",
    items: [
      {
        icon: ServerCog,
        title: "Self-hostable",
        text: "Install it on your own machine or cloud and start it with two commands. One instance serves one person or a whole team.",
      },
      {
        icon: Database,
        title: "Your data stays with you",
        text: "Posts, prompts, brands and images live in your own PostgreSQL database and file storage, never in someone else's.",
      },
      {
        icon: WifiOff,
        title: "Works offline",
        text: "Built-in models draft posts, describe images and render simple visuals with no API key and no internet connection.",
      },
      {
        icon: Plug,
        title: "Connects to AI providers",
        text: "Add OpenAI, Anthropic, OpenRouter, Replicate or a local Ollama, and choose the right model for each job through one gateway.",
      },
    ] satisfies IconItem[],
  },
  company: {
    eyebrow: "Who's behind it",
    title: "Built by a learning and AI-services company",
    text: "We help organisations adopt AI through hands-on training and practical services. Content Studio is where that experience becomes a tool you can use every day, and it's free while we shape it together with our early users.",
    whyFreeLink: "Why is it free?",
  },
  cta: {
    title: "Ready to write your next post?",
    lead: "Create your free account and have your first draft in minutes.",
  },
} as const;
