import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { commonCopy } from "@/web/features/marketing/copy/common-copy";
import { HOME_PATH } from "@/web/features/marketing/marketing-links";
import { cn } from "@/web/lib/cn";

export function BackHomeLink({ className }: { className?: string }) {
  return (
    <Link
      to={HOME_PATH}
      className={cn(
        "group inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
        className,
      )}
    >
      <ArrowLeft className="size-4 transition-transform group-hover:-translate-x-0.5 motion-reduce:transition-none" />
      {commonCopy.backHome}
    </Link>
  );
}
