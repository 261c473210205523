import { Fragment } from "react";
import { commonCopy } from "@/web/features/marketing/copy/common-copy";
import { cn } from "@/web/lib/cn";

/** "Free during early access · No credit card required": wraps between the phrases, never inside one. */
export function Reassurance({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm", className)}>
      {commonCopy.reassurance.map((phrase, index) => (
        <Fragment key={phrase}>
          {index > 0 && " · "}
          <span className="whitespace-nowrap">{phrase}</span>
        </Fragment>
      ))}
    </p>
  );
}
