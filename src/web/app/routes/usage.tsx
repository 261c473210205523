import { UsageView } from "@/web/features/usage/components/usage-view";

/** /usage: AI usage and its estimated cost (issue 13); admins see everyone's and set model prices. */
export default function UsagePage() {
  return <UsageView />;
}
