import type { ReactNode } from "react";
import { PageHeader } from "@/web/components/ui/page-header";
import { promptsCopy } from "../copy";
import { CreatePromptForm } from "./create-prompt-form";
import { PromptList } from "./prompt-list";
import { PromptStats } from "./prompt-stats";

/** The Manage Prompts view: stat cards, the create form and the searchable grid. */
export function ManagePrompts({ actions }: { actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={promptsCopy.title} description={promptsCopy.description} actions={actions} />
      <PromptStats />
      <CreatePromptForm />
      <PromptList />
    </div>
  );
}
