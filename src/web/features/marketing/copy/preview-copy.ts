/** The sample content of the static workspace preview on the landing page. */
export const previewCopy = {
  eyebrow: "See it in action",
  title: "One row, one idea, one post you'll actually use",
  description:
    "Paste your notes, pick a prompt style and generate. Step through versions, refine with one click, and compare alternatives side by side.",
  ariaLabel:
    "Preview of the Content Studio workspace: a rough note about faster customer onboarding becomes a generated LinkedIn post, shown as version 1 of 3, with two alternative openings below.",
  pageTitle: "Social Media",
  pageSubtitle: "Create posts for every platform",
  inputLabel: "Your idea",
  input:
    "Onboarding went from 14 days to 3 after we merged the kickoff calls, gave customers a shared checklist and added a day-3 check-in. Lessons-learned angle.",
  sidebar: ["Dashboard", "Content Playground", "Social", "Email", "Newsletter", "Article"],
  promptLabel: "Prompt",
  prompt: "LinkedIn thought leadership",
  modelLabel: "Model",
  model: "Built-in template writer · demo",
  platform: "LinkedIn post",
  platformLogo: "in",
  version: "Version 1/3",
  post: [
    "We cut customer onboarding from 14 days to 3.",
    "No new hires. No new tools. Just three changes:",
    "→ One kickoff call instead of four\n→ A shared checklist the customer owns\n→ A day-3 check-in, every single time",
    "Speed rarely comes from adding people. It comes from removing steps.",
    "What's one step you could cut from your process this week?",
  ],
  hashtags: "#CustomerSuccess #Onboarding #SaaS",
  actions: ["Adjust", "Expand", "Alternatives", "Copy"],
  alternativesLabel: "Alternatives",
  alternatives: [
    {
      label: "Alternative 2 of 3",
      text: "Fourteen days. That's how long onboarding used to take us. Today it takes three, and we didn't hire anyone to get there.",
    },
    {
      label: "Alternative 3 of 3",
      text: "Hot take: your onboarding isn't slow because your team is small. It's slow because it has too many steps.",
    },
  ],
} as const;
