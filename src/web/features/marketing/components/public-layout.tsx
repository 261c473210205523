import type * as React from "react";
import { PublicFooter } from "@/web/features/marketing/components/public-footer";
import { PublicHeader } from "@/web/features/marketing/components/public-header";
import { commonCopy } from "@/web/features/marketing/copy/common-copy";

const MAIN_ID = "main-content";

/** Frame of every signed-out page: skip link, top bar, content, footer. */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {commonCopy.skipToContent}
      </a>
      <PublicHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
