import type * as React from "react";
import { commonCopy } from "@/web/features/marketing/copy/common-copy";

/** An anchor to another site that opens in a new tab and says so to screen readers. */
export function ExternalLink({
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {commonCopy.opensInNewTab}</span>
    </a>
  );
}
