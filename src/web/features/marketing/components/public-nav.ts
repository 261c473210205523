import { commonCopy } from "@/web/features/marketing/copy/common-copy";
import { ABOUT_PATH, WHY_FREE_PATH } from "@/web/features/marketing/marketing-links";

export const publicNavLinks = [
  { to: ABOUT_PATH, label: commonCopy.nav.about },
  { to: WHY_FREE_PATH, label: commonCopy.nav.whyFree },
] as const;
