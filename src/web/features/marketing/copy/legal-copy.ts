/**
 * The Privacy Policy and Terms of Service of a self-hosted install. They describe what this software does with
 * data (it runs on the operator's machine; the operator is responsible), not a hosted service's practices.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalPage {
  eyebrow: string;
  title: string;
  lead: string;
  updated: string;
  sections: LegalSection[];
}

export const privacyCopy: LegalPage = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  lead: "Content Studio is self-hosted software. This page explains what it stores, where, and who can see it.",
  updated: "Applies to this installation of Content Studio.",
  sections: [
    {
      heading: "Who is responsible",
      paragraphs: [
        "Content Studio runs on a server chosen by the organisation that installed it (the operator). The operator decides who may sign up, where the data lives and how long it is kept, and is the data controller for everything described here.",
        "The makers of the software do not receive, host or see any of your data. Questions about your account go to the operator of this installation.",
      ],
    },
    {
      heading: "What is stored",
      paragraphs: [
        "Your account: your email address, a salted hash of your password (never the password itself) and the times you confirmed your email and signed in.",
        "Your work: prompts, brands, social media accounts, notes, content history, style clusters, uploaded and generated images and uploaded documents. Each item belongs to your account and is shown only to you.",
        "Usage records of AI calls (which model, how many tokens, how long it took, whether it succeeded), so the operator can see costs and limits. They do not contain your text.",
        "Content pages keep unfinished rows in your browser's local storage, on your device only. Signing out clears them.",
      ],
    },
    {
      heading: "Where it is stored",
      paragraphs: [
        "Everything is stored in the operator's database and file storage: an embedded database on the server's disk, or a PostgreSQL server and S3-compatible storage the operator configured.",
        "Provider keys the operator adds for AI services are encrypted at rest.",
      ],
    },
    {
      heading: "AI providers",
      paragraphs: [
        "When you generate content with a model from an external provider (for example OpenAI, Anthropic or OpenRouter), the text, context, brand details and images of that request are sent to that provider and handled under its own terms and privacy policy. The operator chooses which providers are connected.",
        "The built-in template writer and models that run locally on the server send nothing outside the installation.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "One cookie keeps you signed in (an httpOnly refresh token that scripts on the page cannot read). There are no advertising or tracking cookies and no third-party analytics.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        "You can change your email address on the Profile page, and delete your content, images, documents and prompts at any time; deletion removes them from the database and storage.",
        "To delete your account entirely or export your data, contact the operator of this installation.",
      ],
    },
  ],
};

export const termsCopy: LegalPage = {
  eyebrow: "Legal",
  title: "Terms of Service",
  lead: "The terms for using this installation of Content Studio, a self-hosted AI content studio.",
  updated: "Applies to this installation of Content Studio.",
  sections: [
    {
      heading: "The service",
      paragraphs: [
        "This installation is provided by its operator, the organisation that runs it. The operator may set further rules for its users, change which features and AI models are available, and suspend accounts that break these terms.",
        "The software is free, in early access and provided as is, without warranty of any kind. Features may change between versions.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "Keep your password to yourself and tell the operator if you think someone else used your account. You are responsible for what is done with it.",
      ],
    },
    {
      heading: "Your content",
      paragraphs: [
        "What you write, upload and generate is yours. The installation stores it only to provide the features you use.",
        "Do not upload or generate anything unlawful, anything that infringes someone else's rights, or personal data you have no right to process.",
      ],
    },
    {
      heading: "AI-generated content",
      paragraphs: [
        "AI output can be wrong, repetitive or similar to existing text. Review everything before you publish it; you are responsible for what you publish.",
        "The built-in writer is a template demo: it rearranges your own words and facts and does not check them. Connect a real model in Settings for free-form writing.",
        "When an external AI provider is connected, its own terms apply to the requests sent to it.",
      ],
    },
    {
      heading: "Fair use",
      paragraphs: [
        "Do not try to reach other users' data, overload the installation or get around its rate limits. Requests are limited per user so the service stays responsive for everyone.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "To the extent the law allows, neither the operator nor the makers of the software are liable for lost data, lost profits or indirect damages arising from the use of this installation. Keep your own copies of content that matters to you.",
      ],
    },
  ],
};
