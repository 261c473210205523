import { messages } from "@/shared/messages";

/** Destinations of the public pages. External sites are the parent company's; they open in a new tab. */
export const PRODUCT_NAME = messages.common.productName;

export const HOME_PATH = "/";
export const AUTH_PATH = "/auth";
export const ABOUT_PATH = "/about";
export const WHY_FREE_PATH = "/why-free";
export const PRIVACY_PATH = "/privacy";
export const TERMS_PATH = "/terms";

export const CONTACT_EMAIL = "hello@example.com";
export const CONTACT_MAILTO = `mailto:${CONTACT_EMAIL}`;

export const AI_SERVICES_URL = "https://example.com/ai-services";
export const LEARNING_URL = "https://example.com/learning";
export const LEARNING_RESOURCES_URL = "https://example.com/learning/resources";
