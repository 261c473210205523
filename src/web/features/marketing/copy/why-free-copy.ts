import type { LucideIcon } from "lucide-react";
import { BrainCircuit, GraduationCap, HandCoins, Lightbulb, Sprout, Tag } from "lucide-react";
import type { IconItem } from "@/web/features/marketing/copy/landing-copy";

export type ServiceCard = {
  id: "ai-services" | "learning" | "idea-engine";
  icon: LucideIcon;
  title: string;
  text: string;
  action: string;
  note?: string;
};

export const whyFreeCopy = {
  eyebrow: "Why is it free?",
  title: "Free while we build it with you",
  lead: "Content Studio is in early access. Instead of charging you, we'd rather learn from how you use it. There's no credit card to enter and no trial clock ticking.",
  factsLabel: "What free means today",
  facts: [
    { value: "$0", label: "to use during early access" },
    { value: "0", label: "credit cards required to sign up" },
    { value: "TBA", label: "premium pricing, to be announced" },
  ],
  reasonsTitle: "No catch, just early access",
  reasons: [
    {
      icon: Sprout,
      title: "Early access",
      text: "We're shaping the studio with its first users. Your feedback decides what we build next.",
    },
    {
      icon: HandCoins,
      title: "Backed by our parent company",
      text: "Content Studio is built by a learning and AI-services company. Our training and services fund its development.",
    },
    {
      icon: Tag,
      title: "Premium pricing to be announced",
      text: "Premium plans will come later, with pricing to be announced. Until then, everything here is free.",
    },
  ] satisfies IconItem[],
  services: {
    eyebrow: "What else we do",
    title: "Explore our services",
    description:
      "The team behind Content Studio also helps companies learn and apply AI. Here's where to find us.",
    items: [
      {
        id: "ai-services",
        icon: BrainCircuit,
        title: "AI Services",
        text: "Custom assistants, automations and integrations designed around your team's workflow and data.",
        action: "Explore AI services",
      },
      {
        id: "learning",
        icon: GraduationCap,
        title: "Learning",
        text: "Hands-on courses and workshops that help marketers and teams put AI to work with confidence.",
        action: "Browse courses",
      },
      {
        id: "idea-engine",
        icon: Lightbulb,
        title: "Idea Engine",
        text: "A companion that turns your audience insights into a steady stream of fresh content ideas.",
        action: "Try the Idea Engine",
        note: "In development",
      },
    ] satisfies ServiceCard[],
  },
  resources: {
    title: "Want to go deeper?",
    lead: "Guides, courses and templates from our learning team to help you get more from AI-assisted content.",
    action: "Access Learning Resources",
  },
  cta: {
    title: "Start creating, free",
    lead: "Join early access today and help shape what Content Studio becomes.",
  },
} as const;
