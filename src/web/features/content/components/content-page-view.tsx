import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { ContentPageDef } from "@/shared/content-types";
import { languageName } from "@/shared/languages";
import { PageHeader } from "@/web/components/ui/page-header";
import { useAuth } from "@/web/lib/auth/use-auth";
import { currentWorkspaceId, subscribeWorkspace } from "@/web/lib/workspace";
import { useCapability } from "@/web/lib/workspace-role";
import { languageCopy } from "@/web/shared/languages/copy";
import { LanguageSelect } from "@/web/shared/languages/language-select";
import { usePageLanguage } from "@/web/shared/languages/use-page-language";
import { TextToolDialogs, type TextTool } from "@/web/shared/text-tools/components/text-tools";
import { realtime } from "@/web/lib/realtime";
import { useBulkGeneration } from "../hooks/use-bulk-generation";
import { CollabContext, type CollabScope } from "../hooks/use-collab";
import { colourOf } from "../lib/collab-session";
import { PresenceStrip } from "./presence-strip";
import { useGenerationContext } from "../hooks/use-generation-context";
import { useLeaveWarning } from "../hooks/use-leave-warning";
import { usePageCatalog } from "../hooks/use-page-catalog";
import { usePageTools } from "../hooks/use-page-tools";
import { useInbox } from "../hooks/use-repurpose-inbox";
import { type DraftScope, usePostRows } from "../hooks/use-post-rows";
import { addSourceImages, useRowHandlers } from "../hooks/use-row-handlers";
import { useTransferredTopics } from "../hooks/use-transferred-topics";
import { adjustRowPost, expandRow, generateRowAlternatives, saveRowEdit } from "../hooks/refine-post";
import { currentPost, hasPost } from "../lib/post-row";
import { AiToolkitMenu } from "./ai-toolkit-menu";
import { LeaveDialog, ResetDialog } from "./confirm-dialogs";
import { refocusSoon } from "@/web/lib/focus-return";
import { IdeasDialog } from "./ideas-dialog";
import { PageActionsBar } from "./page-actions-bar";
import { PostRowsTable } from "./post-rows-table";
import { CollabSummaryContext, useCollabSummary } from "../api/collaboration";
import { PromptsPanel } from "./prompts-panel";
import { RowDialogs, type RowDialogState, type ScheduleDialogSlot } from "./row-dialogs";
import type { RowDialogKind } from "./row-handlers";
import { UploadFilesDialog } from "./upload-files-dialog";

type PageDialog = "ideas" | "upload" | "reset" | null;

/**
 * A content page (spec §2 "Content pages"): one design for social media, email broadcast, newsletter, article, other.
 * `ScheduleDialog` is publishing's, passed in by the route. Its rows are the drafts of this tab's workspace
 * (issue 25): switching the workspace opens the page afresh on that workspace's drafts.
 */
export function ContentPageView({ page, ScheduleDialog }: { page: ContentPageDef; ScheduleDialog: ScheduleDialogSlot }) {
  const { user } = useAuth();
  const workspaceId = useSyncExternalStore(subscribeWorkspace, currentWorkspaceId, currentWorkspaceId);
  const write = useCapability("write");
  const scope: DraftScope | null = user ? { userId: user.id, workspaceId, readOnly: !write.allowed, legacyStorageKey: page.storageKey } : null;
  return (
    <ContentPageBody key={`${user?.id ?? ""}.${workspaceId ?? ""}`} page={page} ScheduleDialog={ScheduleDialog} scope={scope} readOnlyReason={write.reason} />
  );
}

function ContentPageBody({
  page,
  ScheduleDialog,
  scope,
  readOnlyReason,
}: {
  page: ContentPageDef;
  ScheduleDialog: ScheduleDialogSlot;
  scope: DraftScope | null;
  readOnlyReason: string | null;
}) {
  const store = usePostRows(page.contentType, scope);
  const { user } = useAuth();
  const catalog = usePageCatalog(page.contentType);
  const pageLanguage = usePageLanguage(page.storageKey);
  const ctx = useGenerationContext(page.contentType, store, catalog, pageLanguage.language);
  useInbox(page.storageKey, store);
  const bulk = useBulkGeneration(ctx);
  const tools = usePageTools(page, store, catalog, ctx);
  // Rows are kept as they change, so only a post still being written would be lost by leaving.
  const blocker = useLeaveWarning(store.rows.some((row) => row.isLoading));
  useTransferredTopics(page.multiTopic, tools.receiveTopics, !catalog.promptsLoading && !catalog.modelsLoading);

  const toolkitRef = useRef<HTMLButtonElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [pageDialog, setPageDialog] = useState<PageDialog>(null);
  const [resetOpener, setResetOpener] = useState<HTMLElement | null>(null);
  const [rowDialog, setRowDialog] = useState<RowDialogState | null>(null);
  const [textTool, setTextTool] = useState<{ tool: TextTool | null; count: number }>({ tool: null, count: 0 });
  const openTextTool = (tool: TextTool) => setTextTool((t) => ({ tool, count: t.count + 1 }));
  const toolSource = textToolSource(store.rows);
  const openRowDialog = useCallback((kind: RowDialogKind, rowId: string, opener: HTMLElement | null) => setRowDialog({ kind, rowId, opener }), []);
  const handlers = useRowHandlers(ctx, openRowDialog);
  const [editingRow, setEditingRow] = useState<string | null>(null);
  // Kept while the same person is on the same workspace: a new scope closes and reopens every co-editing room.
  const [userId, userName, shared] = [user?.id, user?.email, scope !== null];
  const collab = useMemo<CollabScope | null>(
    () =>
      shared && store.workspaceId && userId && userName
        ? { workspaceId: store.workspaceId, user: { id: userId, name: userName, color: colourOf(userId) }, transport: realtime, setEditing: setEditingRow }
        : null,
    [shared, store.workspaceId, userId, userName],
  );

  const summary = useCollabSummary(page.contentType, collab?.workspaceId ?? null);

  const closePanel = (open: boolean) => {
    setPanelOpen(open);
    // The panel has no trigger of its own (it opens from the menu): bring focus back unless a click moved it.
    if (!open) refocusSoon(toolkitRef);
  };
  const reset = () => {
    store.reset();
    bulk.clear();
  };

  return (
    <CollabContext.Provider value={collab}>
      <CollabSummaryContext.Provider value={summary.data ?? null}>
        <div className="flex flex-col gap-4">
          <PageHeader
            title={page.title}
            description={page.description}
            actions={
              <div className="flex flex-wrap items-center gap-2">
                <LanguageSelect value={pageLanguage.language} brandLanguage={pageLanguage.brandLanguage} onChange={pageLanguage.choose} />
                <AiToolkitMenu
                  triggerRef={toolkitRef}
                  rowsReadOnly={readOnlyReason}
                  onManagePrompts={() => setPanelOpen(true)}
                  onGenerateIdeas={() => setPageDialog("ideas")}
                  onUploadFiles={() => setPageDialog("upload")}
                  onHeadlines={() => openTextTool("headlines")}
                  onSeo={() => openTextTool("seo")}
                />
              </div>
            }
          />
          {collab && (
            <PresenceStrip
              page={page.contentType}
              rowIds={store.rows.map((r) => r.id)}
              editing={editingRow}
              generating={store.rows.some((row) => row.isLoading)}
            />
          )}
          <PostRowsTable
            rows={store.rows}
            catalog={catalog}
            handlers={handlers}
            readOnlyReason={readOnlyReason}
            saveFailures={store.sync.failures}
            onRetrySave={store.retrySave}
          />
          <PageActionsBar
            saveState={scope ? store.sync : undefined}
            readOnlyReason={readOnlyReason}
            progress={bulk.progress}
            busy={store.rows.some((row) => row.isLoading)}
            onCreateContent={() => void bulk.start()}
            onStop={bulk.stop}
            onCreateMore={tools.createMore}
            onDownload={tools.download}
            onReset={(opener) => {
              if (anyInput(store.rows)) {
                setResetOpener(opener);
                setPageDialog("reset");
              } else reset();
            }}
          />

          <PromptsPanel
            open={panelOpen}
            onOpenChange={closePanel}
            contentType={page.contentType}
            catalog={catalog}
            onUse={(promptId) => {
              tools.usePrompt(promptId);
              closePanel(false);
            }}
          />
          <IdeasDialog
            open={pageDialog === "ideas"}
            opener={toolkitRef}
            onOpenChange={(open) => setPageDialog(open ? "ideas" : null)}
            requestIdeas={tools.requestIdeas}
            insertIdeas={tools.insertIdeas}
          />
          <UploadFilesDialog
            open={pageDialog === "upload"}
            opener={toolkitRef}
            onOpenChange={(open) => setPageDialog(open ? "upload" : null)}
            onUploaded={tools.receiveUploads}
          />
          <ResetDialog open={pageDialog === "reset"} opener={resetOpener} onOpenChange={(open) => setPageDialog(open ? "reset" : null)} onConfirm={reset} />
          <RowDialogs
            state={rowDialog}
            row={rowDialog ? store.rows.find((row) => row.id === rowDialog.rowId) : undefined}
            onClose={() => setRowDialog(null)}
            onAdjust={(id, notes) => void adjustRowPost(ctx, id, notes)}
            onTranslate={(id, code) => void adjustRowPost(ctx, id, languageCopy.translateNotes(languageName(code)), code)}
            onVoiceFixed={(id, text) => void saveRowEdit(ctx, id, text)}
            language={pageLanguage.language}
            brandId={ctx.brandId()}
            modelIdFor={ctx.modelIdFor}
            onAlternatives={(id, count) => void generateRowAlternatives(ctx, id, count)}
            onExpand={(id, mode) => void expandRow(ctx, id, mode)}
            onAttachImages={handlers.attachImages}
            onAttachDocument={(id, document) => handlers.update(id, { document })}
            contentType={page.contentType}
            ScheduleDialog={ScheduleDialog}
            onUploadForRow={(id) => setRowDialog({ kind: "images", rowId: id, opener: null })}
            onSourceImages={(id, images) =>
              addSourceImages(
                ctx,
                id,
                images.map((image) => ({ kind: "stored", ...image })),
              )
            }
          />
          <TextToolDialogs
            tool={textTool.tool}
            openCount={textTool.count}
            text={toolSource.text}
            modelId={toolSource.modelId}
            language={pageLanguage.language}
            contentType={page.contentType}
            onClose={() => setTextTool((t) => ({ ...t, tool: null }))}
            opener={toolkitRef}
          />
          <LeaveDialog blocker={blocker} />
        </div>
      </CollabSummaryContext.Provider>
    </CollabContext.Provider>
  );
}

const anyInput = (rows: ReturnType<typeof usePostRows>["rows"]) =>
  rows.length > 1 || rows.some((row) => row.textContent.trim() !== "" || row.files.length > 0 || row.versions.length > 0);

/** What the headline and SEO tools start from: the first generated post, else the first text typed. */
function textToolSource(rows: ReturnType<typeof usePostRows>["rows"]): { text: string; modelId?: string } {
  const row = rows.find(hasPost) ?? rows.find((r) => r.textContent.trim() !== "");
  if (!row) return { text: "" };
  return { text: hasPost(row) ? currentPost(row) : row.textContent, modelId: row.selectedModelId || undefined };
}
