import { isFullModel } from "@/shared/contracts/models";
import type { CatalogModel } from "@/web/lib/models-query";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { modelActionCopy, modelCopy } from "../copy";
import { ModelActions } from "./model-actions";
import { DefaultSwitch, StatusSwitch } from "./model-switches";
import { ProviderCell } from "./provider-cell";

interface ModelsTableProps {
  models: CatalogModel[] | undefined;
  isLoading: boolean;
  canEdit: boolean;
}

const SKELETON_ROWS = 5;

/** The AI Models table of spec §2 Settings: Name (with model id), Provider, Type, Status, Default (and admins' actions). */
export function ModelsTable({ models, isLoading, canEdit }: ModelsTableProps) {
  const c = modelCopy.columns;
  return (
    <Table aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow>
          <TableHead>{c.name}</TableHead>
          <TableHead>{c.provider}</TableHead>
          <TableHead>{c.type}</TableHead>
          <TableHead>{c.status}</TableHead>
          <TableHead>{c.default}</TableHead>
          {canEdit && (
            <TableHead>
              <span className="sr-only">{modelActionCopy.actionsColumn}</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading || !models
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <TableRow key={i}>
                {Array.from({ length: canEdit ? 6 : 5 }, (__, j) => (
                  <TableCell key={j}>
                    <Skeleton className="h-5 w-full max-w-32" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : models.map((model) => (
              <TableRow key={model.id} data-testid={`model-row-${model.model_id}`}>
                <TableCell className="min-w-40">
                  <div className="font-medium">{model.name}</div>
                  <div className="font-mono text-xs break-all text-muted-foreground">{model.model_id}</div>
                </TableCell>
                <TableCell className="min-w-28">
                  <ProviderCell model={model} />
                </TableCell>
                <TableCell>{modelCopy.types[model.type]}</TableCell>
                <TableCell>
                  <StatusSwitch model={model} canEdit={canEdit} />
                </TableCell>
                <TableCell>
                  <DefaultSwitch model={model} canEdit={canEdit} />
                </TableCell>
                {canEdit && (
                  <TableCell className="w-10 text-right">
                    {isFullModel(model) && <ModelActions model={model} />}
                  </TableCell>
                )}
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
