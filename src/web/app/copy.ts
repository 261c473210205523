import { messages } from "@/shared/messages";

/** Web-only texts of the app shell (sidebar, header, user menu) and the route error page (spec §2). */
export const appCopy = {
  productName: messages.common.productName,
  skipToContent: "Skip to content",
  sidebar: "Sidebar",
  mobileNavigation: `${messages.common.productName} navigation`,
  openNavigation: "Open navigation",
  homeLink: `${messages.common.productName} dashboard`,
  mainNavigation: "Main navigation",
  expandSidebar: "Expand sidebar",
  collapseSidebar: "Collapse sidebar",
  collapse: "Collapse",
  nav: {
    main: "Main",
    dashboard: "Dashboard",
    contentPlayground: "Content Playground",
    imagePlayground: "Image Playground",
    calendar: "Calendar",
    contentTypes: "Content Types",
    social: "Social",
    email: "Email",
    newsletter: "Newsletter",
    article: "Article",
    other: "Other",
    management: "Management",
    brands: "Brands",
    accounts: "Accounts",
    prompts: "Prompts",
    images: "Images",
    documents: "Documents",
    styleClusters: "Style Clusters",
    history: "History",
    usage: "Usage",
  },
  userMenu: {
    signIn: "Sign in",
    accountMenuFor: (email: string) => `Account menu for ${email}`,
    profile: "Profile",
    settings: "Settings",
    /** Joins the parts of the unsaved-work summary: "the rows on Newsletter and 3 extracted topics". */
    and: " and ",
  },
  routeError: {
    hint: "If you just updated the app, reloading the page usually fixes this.",
    reload: "Reload",
  },
} as const;
