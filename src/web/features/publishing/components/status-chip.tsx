import type { PostStatus } from "@/shared/contracts/publishing";
import { Badge } from "@/web/components/ui/badge";
import { publishingCopy } from "../copy";

const VARIANT = {
  scheduled: "secondary",
  publishing: "warning",
  published: "success",
  failed: "destructive",
  missed: "destructive",
} as const satisfies Record<PostStatus, string>;

export function StatusChip({ status, className }: { status: PostStatus; className?: string }) {
  return (
    <Badge variant={VARIANT[status]} className={className} data-status={status}>
      {publishingCopy.status[status]}
    </Badge>
  );
}
