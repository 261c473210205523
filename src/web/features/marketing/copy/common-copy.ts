/** Texts shared by the header, footer and calls to action of every public page. */
export const commonCopy = {
  getStarted: "Get Started Free",
  reassurance: ["Free during early access", "No credit card required"],
  skipToContent: "Skip to content",
  backHome: "Back to home",
  nav: {
    label: "Main",
    about: "About",
    whyFree: "Why free?",
    home: "Home",
    openMenu: "Open menu",
  },
  opensInNewTab: "(opens in a new tab)",
  footer: {
    tagline:
      "The self-hosted AI studio that turns your ideas into on-brand posts, emails, newsletters and articles.",
    productHeading: "Product",
    legalHeading: "Legal",
    contactHeading: "Contact",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    contactLead: "Questions, ideas or feedback? Write to us at",
    parentCompany: "Built by a learning and AI services company.",
    rights: "All rights reserved.",
  },
} as const;
