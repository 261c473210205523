// @vitest-environment jsdom
/**
 * Issue 25: what a role cannot do shows disabled with the reason, never as an error after a click. Notes, History,
 * the prompt editor and a content page's actions, as a viewer (the content rows are in post-rows-table.test.tsx).
 */
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { HistoryItem } from "@/shared/contracts/history";
import type { Prompt } from "@/shared/contracts/prompts";
import { messages } from "@/shared/messages";
import type { WorkspaceRole } from "@/shared/roles";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { PageActionsBar } from "@/web/features/content/components/page-actions-bar";
import { HistoryRow } from "@/web/features/history/components/history-row";
import { HistoryToolbar } from "@/web/features/history/components/history-toolbar";
import { NoteEditor } from "@/web/features/notes/components/note-editor";
import { PromptCard } from "@/web/features/prompts/components/prompt-card";

const reason = messages.workspaces.roleCannot("viewer", messages.workspaces.actions.write);

function as(role: WorkspaceRole, ui: ReactNode) {
  return render(<WorkspaceRoleContext.Provider value={role}>{ui}</WorkspaceRoleContext.Provider>);
}

const item: HistoryItem = {
  id: "h1",
  user_id: "u1",
  content: "A post about bread",
  content_type: "social_media",
  original_content: null,
  metadata: {},
  created_at: "2026-01-01T00:00:00Z",
} as HistoryItem;

const prompt: Prompt = { id: "p1", user_id: "u1", name: "Thread", description: null, prompt_text: "Write a thread", type: "social_media", is_active: true, created_at: "2026-01-01T00:00:00Z" };

describe("a viewer", () => {
  it("sees Save Note and Extract Topics disabled with the reason", () => {
    const model = { models: [], value: null, setValue: vi.fn(), isLoading: false, isError: false };
    as("viewer", <NoteEditor title="" content="notes" onTitleChange={vi.fn()} onContentChange={vi.fn()} model={model} saving={false} extracting={false} onSave={vi.fn()} onExtract={vi.fn()} />);
    expect(screen.getByRole("button", { name: messages.notes.saveNote })).toBeDisabled();
    expect(screen.getByRole("button", { name: messages.notes.extractTopics })).toBeDisabled();
    expect(screen.getByTestId("role-reason")).toHaveTextContent(reason);
  });

  it("sees History's deletes disabled with the reason", () => {
    const onDelete = vi.fn();
    as(
      "viewer",
      <>
        <HistoryToolbar search="" onSearch={vi.fn()} type="all" onType={vi.fn()} language="" onLanguage={vi.fn()} selectedCount={2} onDeleteSelected={onDelete} busy={false} />
        <table>
          <tbody>
            <HistoryRow item={item} selected={false} onSelect={vi.fn()} onOpen={vi.fn()} onDelete={onDelete} />
          </tbody>
        </table>
      </>,
    );
    expect(screen.getByRole("button", { name: messages.history.deleteSelected(2) })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete A post about bread" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete A post about bread" })).toHaveAttribute("title", reason);
    expect(screen.getByTestId("role-reason")).toHaveTextContent(reason);
  });

  it("sees a prompt's edit, switch and delete disabled", () => {
    as("viewer", <PromptCard prompt={prompt} onEdit={vi.fn()} onToggle={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Edit Thread" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete Thread" })).toBeDisabled();
    expect(screen.getByRole("switch")).toBeDisabled();
  });

  it("sees a content page's Create Content and Create More disabled with the reason; a writer only the reason for scheduling", () => {
    const bar = <PageActionsBar progress={null} busy={false} onCreateContent={vi.fn()} onStop={vi.fn()} onCreateMore={vi.fn()} onDownload={vi.fn()} onReset={vi.fn()} />;
    const viewer = as("viewer", bar);
    expect(screen.getByRole("button", { name: "Create Content" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Create More" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download" })).toBeEnabled();
    expect(screen.getByTestId("role-reason")).toHaveTextContent(reason);
    viewer.unmount();
    as("writer", bar);
    expect(screen.getByRole("button", { name: "Create Content" })).toBeEnabled();
    expect(screen.getByTestId("role-reason")).toHaveTextContent(messages.workspaces.roleCannot("writer", messages.workspaces.actions.publish));
  });
});
