import { BudgetSection } from "@/web/features/budgets/components/budget-section";
import { UsageView } from "@/web/features/usage/components/usage-view";

/** /usage: AI usage and its estimated cost (issue 13); admins see everyone's and set model prices; the workspace's budget (issue 25). */
export default function UsagePage() {
  return (
    <div className="space-y-6">
      <BudgetSection />
      <UsageView />
    </div>
  );
}
