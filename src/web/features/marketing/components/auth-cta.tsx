import type * as React from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { commonCopy } from "@/web/features/marketing/copy/common-copy";
import { AUTH_PATH } from "@/web/features/marketing/marketing-links";
import { cn } from "@/web/lib/cn";

type AuthCtaProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  children?: React.ReactNode;
  withArrow?: boolean;
};

/** Every call to action of the public pages leads to sign in (spec §2). */
export function AuthCta({
  children = commonCopy.getStarted,
  withArrow = true,
  size = "lg",
  className,
  ...props
}: AuthCtaProps) {
  return (
    <Button asChild size={size} className={cn("group", className)} {...props}>
      <Link to={AUTH_PATH}>
        {children}
        {withArrow && (
          <ArrowRight className="transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        )}
      </Link>
    </Button>
  );
}
