import { Cpu, Lock } from "lucide-react";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { EmptyState } from "@/web/components/ui/empty-state";
import { errorMessage } from "@/web/lib/api-error";
import { useModels } from "@/web/lib/models-query";
import { modelCopy } from "../copy";
import { ModelsList } from "./models-list";
import { ModelsTable } from "./models-table";

/** The Settings card: every AI model with its status and default switches (admins change them, others read). */
export function ModelsPanel({ canEdit }: { canEdit: boolean }) {
  const models = useModels();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>{modelCopy.tableTitle}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!canEdit && (
          <p role="note" className="flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{messages.models.adminOnly}</span>
          </p>
        )}
        {models.isError ? (
          <EmptyState
            role="alert"
            title={modelCopy.loadFailed}
            description={errorMessage(models.error)}
            action={
              <Button variant="outline" onClick={() => void models.refetch()}>
                {modelCopy.retry}
              </Button>
            }
          />
        ) : models.data?.length === 0 ? (
          <EmptyState icon={Cpu} title={messages.models.empty} />
        ) : (
          <>
            <div className="hidden md:block">
              <ModelsTable models={models.data} isLoading={models.isPending} canEdit={canEdit} />
            </div>
            <div className="md:hidden">
              <ModelsList models={models.data} isLoading={models.isPending} canEdit={canEdit} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
