// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useCallback, useMemo, useReducer, useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import type { WorkspaceRole } from "@/shared/roles";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import type { PageCatalog } from "../hooks/use-page-catalog";
import { createRow, type PostRow } from "../lib/post-row";
import { rowsReducer, type RowsAction } from "../lib/rows-reducer";
import { createRowImageHandlers } from "../hooks/row-images";
import { PostRowsTable } from "./post-rows-table";
import type { RowHandlers } from "./row-handlers";

const post = vi.fn(async (path: string, _body?: unknown): Promise<unknown> => {
  if (path === "/visuals/alt/describe") return { bucket: "social_images", path: "g/2.png", alt: "A wide image, mostly blue.", source: "builtin" };
  throw new Error(path);
});
const put = vi.fn(async (_path: string, body: { bucket: string; path: string; alt: string }) => ({ ...body, source: "user" }));
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({
    post: (path: unknown, body: unknown) => post(path as string, body),
    put: (path: unknown, body: unknown) => put(path as string, body as { bucket: string; path: string; alt: string }),
  }),
}));

const catalog: PageCatalog = {
  prompts: [
    { id: "p1", user_id: "u", name: "Engaging Social Post", description: null, prompt_text: "Write", type: "social_media", is_active: true, created_at: "" },
    { id: "p2", user_id: "u", name: "Thread", description: null, prompt_text: "Thread", type: "social_media", is_active: true, created_at: "" },
  ],
  promptsLoading: false,
  promptsError: false,
  textModels: [
    { id: "m1", name: "Writer", model_id: "w", provider: "builtin", type: "text", is_default: false, offline: true },
    { id: "m2", name: "GPT", model_id: "g", provider: "openai", type: "text", is_default: true, offline: false },
  ],
  visionModels: [{ id: "v1", name: "Vision", model_id: "v", provider: "builtin", type: "vision", is_default: false, offline: true }],
  modelsLoading: false,
};

/** The rows after every change at once, like the page's store (a row's image handlers read them back). */
function latestRows(initial: PostRow[]) {
  let rows = initial;
  return {
    apply: (action: RowsAction) => {
      rows = rowsReducer(rows, action);
    },
    getRow: (id: string) => rows.find((r) => r.id === id),
  };
}

/** The table over the real reducer; generation is stubbed, everything else is the rows' own behaviour. */
function Harness({
  initial,
  generate = vi.fn(),
  openDialog = vi.fn(),
  stop = vi.fn(),
  retry = vi.fn(),
  readOnlyReason = null,
  saveFailures,
  onRetrySave,
  role = "owner",
}: {
  readOnlyReason?: string | null;
  saveFailures?: Record<string, string>;
  onRetrySave?: (id: string) => void;
  initial: PostRow[];
  role?: WorkspaceRole;
  generate?: (id: string) => void;
  openDialog?: RowHandlers["openDialog"];
  stop?: (id: string) => void;
  retry?: (id: string) => void;
}) {
  const [rows, dispatchToReact] = useReducer(rowsReducer, initial);
  const [latest] = useState(() => latestRows(initial));
  const dispatch = useCallback(
    (action: RowsAction) => {
      latest.apply(action);
      dispatchToReact(action);
    },
    [latest],
  );
  const getRow = latest.getRow;
  const handlers = useMemo<RowHandlers>(
    () => ({
      ...createRowImageHandlers({ getRow, update: (id, input) => dispatch({ type: "update", id, input }) }),
      update: (id, input) => dispatch({ type: "update", id, input }),
      generate,
      stop,
      retry,
      remove: (id) => dispatch({ type: "remove", id }),
      selectVersion: (id, index) => dispatch({ type: "selectVersion", id, index }),
      saveEdit: (id, text) => {
        dispatch({ type: "succeed", id, content: text, timestamp: "t" });
        return true;
      },
      addLocalFiles: vi.fn(),
      openDialog,
      copy: vi.fn(),
    }),
    [generate, openDialog, stop, retry, dispatch, getRow],
  );
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <WorkspaceRoleContext.Provider value={role}>
        <MemoryRouter>
          <PostRowsTable
            rows={rows}
            catalog={catalog}
            handlers={handlers}
            readOnlyReason={readOnlyReason}
            saveFailures={saveFailures}
            onRetrySave={onRetrySave}
          />
        </MemoryRouter>
      </WorkspaceRoleContext.Provider>
    </QueryClientProvider>
  );
}

const versions = (row: PostRow, ...contents: string[]) =>
  contents.reduce((r, content) => rowsReducer([r], { type: "succeed", id: r.id, content, timestamp: "t" })[0], row);
const rowNamed = (n: number) => screen.getByRole("row", { name: `Post ${n}` });

describe("PostRowsTable", () => {
  it("shows a viewer generating, editing and the AI tools disabled with the reason, and a writer Schedule", () => {
    const ready = versions(createRow("1", { textContent: "Launch", selectedPromptId: "p1" }), "Post");
    const viewer = render(<Harness initial={[ready]} role="viewer" />);
    const row = within(rowNamed(1));
    const cannotWrite = messages.workspaces.roleCannot("viewer", messages.workspaces.actions.write);
    for (const name of ["Generate Post", "Edit", "Adjust", "Schedule"]) {
      expect(row.getByRole("button", { name })).toBeDisabled();
    }
    expect(row.getByRole("button", { name: "Adjust" })).toHaveAttribute("title", cannotWrite);
    viewer.unmount();

    render(<Harness initial={[ready]} role="writer" />);
    const writerRow = within(rowNamed(1));
    expect(writerRow.getByRole("button", { name: "Adjust" })).toBeEnabled();
    expect(writerRow.getByRole("button", { name: "Schedule" })).toBeDisabled();
    expect(writerRow.getByRole("button", { name: "Schedule" })).toHaveAttribute(
      "title",
      messages.workspaces.roleCannot("writer", messages.workspaces.actions.publish),
    );
  });

  it("shows Generate Post only once the row has text and a prompt, with the default model preselected", async () => {
    const user = userEvent.setup();
    const generate = vi.fn();
    render(<Harness initial={[createRow("1")]} generate={generate} />);
    const row = within(rowNamed(1));
    expect(row.getByLabelText("Model")).toHaveValue("m2");
    expect(row.queryByRole("button", { name: "Generate Post" })).not.toBeInTheDocument();
    await user.type(row.getByLabelText("Text content"), "Launch day");
    expect(row.queryByRole("button", { name: "Generate Post" })).not.toBeInTheDocument();
    await user.selectOptions(row.getByLabelText("Prompt"), "p2");
    await user.click(row.getByRole("button", { name: "Generate Post" }));
    expect(generate).toHaveBeenCalledWith("1");
    await user.clear(row.getByLabelText("Text content"));
    expect(row.queryByRole("button", { name: "Generate Post" })).not.toBeInTheDocument();
  });

  it("shows the post without markdown and moves between versions", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[versions(createRow("1"), "**Bold** first", "_Second_\n\n\n\nversion")]} />);
    const row = within(rowNamed(1));
    expect(row.getByText("Version 2 of 2")).toBeInTheDocument();
    expect([...row.getByTestId("post-text").querySelectorAll("p")].map((p) => p.textContent)).toEqual(["Second", "version"]);
    expect(row.getByRole("button", { name: "Next version" })).toBeDisabled();
    await user.click(row.getByRole("button", { name: "Previous version" }));
    expect(row.getByText("Version 1 of 2")).toBeInTheDocument();
    expect(row.getByTestId("post-text")).toHaveTextContent("Bold first");
  });

  it("edits the post and saves it as a new version; Escape cancels", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[versions(createRow("1"), "Original")]} />);
    const row = within(rowNamed(1));
    await user.click(row.getByRole("button", { name: "Edit" }));
    await user.keyboard("{Escape}");
    expect(row.queryByLabelText("Edit post")).not.toBeInTheDocument();
    await user.click(row.getByRole("button", { name: "Edit" }));
    const editor = row.getByLabelText("Edit post");
    expect(editor).toHaveFocus();
    await user.type(editor, " and improved");
    await user.click(row.getByRole("button", { name: "Save as new version" }));
    expect(row.getByText("Version 2 of 2")).toBeInTheDocument();
    expect(row.getByTestId("post-text")).toHaveTextContent("Original and improved");
  });

  it("labels alternatives and streams text into a loading row", () => {
    let rows = rowsReducer([versions(createRow("1", { textContent: "src" }), "Post")], { type: "insertAlternatives", sourceId: "1", ids: ["a", "b"] });
    rows = rowsReducer(rows, { type: "fillAlternative", id: "a", content: "Alt one", timestamp: "t" });
    rows = rowsReducer(rows, { type: "stream", id: "b", text: "Half *written*" });
    render(<Harness initial={rows} />);
    expect(within(rowNamed(2)).getByText("Alternative 1 of 2")).toBeInTheDocument();
    const streaming = within(rowNamed(3));
    expect(streaming.getByText("Alternative 2 of 2")).toBeInTheDocument();
    expect(streaming.getByRole("status")).toHaveTextContent("Writing...");
    expect(streaming.getByTestId("post-text")).toHaveTextContent("Half written");
    // One delete button per layout (card and table); CSS shows one of them.
    for (const button of streaming.getAllByRole("button", { name: "Delete post 3" })) expect(button).toBeDisabled();
  });

  it("offers Stop on a row while it generates", async () => {
    const user = userEvent.setup();
    const stop = vi.fn();
    let rows = rowsReducer([createRow("1", { textContent: "Launch", selectedPromptId: "p1" })], { type: "start", id: "1" });
    rows = rowsReducer(rows, { type: "stream", id: "1", text: "The first half" });
    render(<Harness initial={rows} stop={stop} />);
    const row = within(rowNamed(1));
    await user.click(row.getByRole("button", { name: "Stop" }));
    expect(stop).toHaveBeenCalledWith("1");
  });

  it("keeps a stopped or broken-off generation's text with its note and Retry, without the post's tools", async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    let rows = [createRow("1", { textContent: "Launch", selectedPromptId: "p1" }), versions(createRow("2", { textContent: "Old" }), "Kept post")];
    for (const id of ["1", "2"]) rows = rowsReducer(rows, { type: "start", id });
    rows = rowsReducer(rows, { type: "stream", id: "1", text: "Half of a **post**" });
    rows = rowsReducer(rows, { type: "interrupt", id: "1", note: "Stopped" });
    rows = rowsReducer(rows, { type: "interrupt", id: "2", note: "The connection to the server closed before the answer was complete." });
    render(<Harness initial={rows} retry={retry} />);

    const stopped = within(rowNamed(1));
    expect(stopped.getByTestId("post-text")).toHaveTextContent("Half of a post");
    expect(stopped.getByTestId("row-interruption")).toHaveTextContent("Stopped");
    expect(stopped.queryByRole("button", { name: "Stop" })).not.toBeInTheDocument();
    expect(stopped.queryByRole("button", { name: "Adjust" })).not.toBeInTheDocument();
    await user.click(stopped.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalledWith("1");

    // Nothing written before it broke: the row still shows its last version, with the reason (never "Invalid response").
    const broken = within(rowNamed(2));
    expect(broken.getByTestId("post-text")).toHaveTextContent("Kept post");
    expect(broken.getByTestId("row-interruption")).toHaveTextContent("The connection to the server closed before the answer was complete.");
    expect(screen.queryByText(/Invalid response/)).not.toBeInTheDocument();
  });

  it("switches a row to images and deletes rows down to one empty row", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[createRow("1", { textContent: "a" }), createRow("2", { textContent: "b" })]} />);
    await user.click(within(rowNamed(2)).getByRole("button", { name: "Image" }));
    expect(within(rowNamed(2)).getByLabelText("Model")).toHaveValue("v1");
    expect(within(rowNamed(2)).getByRole("button", { name: "Choose images" })).toBeInTheDocument();
    await user.click(within(rowNamed(1)).getAllByRole("button", { name: "Delete post 1" })[0]);
    await user.click(within(rowNamed(1)).getAllByRole("button", { name: "Delete post 1" })[0]);
    expect(screen.getAllByRole("row", { name: /^Post \d$/ })).toHaveLength(1);
    expect(within(rowNamed(1)).getByLabelText("Text content")).toHaveValue("");
  });

  it("gives every generated row Schedule and a link to Social Media Accounts", async () => {
    const user = userEvent.setup();
    const openDialog = vi.fn();
    render(<Harness initial={[versions(createRow("1"), "Ready to go")]} openDialog={openDialog} />);
    const row = rowNamed(1);
    expect(within(row).getByRole("link", { name: "Social Media Accounts" })).toHaveAttribute("href", "/accounts");
    await user.click(within(row).getByRole("button", { name: "Schedule" }));
    expect(openDialog).toHaveBeenCalledWith("schedule", "1", expect.any(HTMLElement));
  });

  it("a viewer's rows are read-only: inputs, generate and adjust are disabled, with the reason", async () => {
    const reason = "Your role in this workspace (viewer) cannot create or edit content.";
    const row1 = { ...versions(createRow("1"), "A post"), textContent: "Launch day", selectedPromptId: "p1" };
    render(<Harness initial={[row1]} readOnlyReason={reason} />);
    expect(screen.getByRole("note")).toHaveTextContent(reason);
    const row = within(rowNamed(1));
    expect(row.getByLabelText("Text content")).toBeDisabled();
    expect(row.getByLabelText("Prompt")).toBeDisabled();
    expect(row.getByLabelText("Model")).toBeDisabled();
    expect(row.getByRole("button", { name: "Adjust" })).toBeDisabled();
    expect(row.getByRole("button", { name: "Alternatives" })).toBeDisabled();
    expect(row.getByRole("button", { name: "Edit" })).toBeDisabled();
    for (const button of row.getAllByRole("button", { name: "Delete post 1" })) expect(button).toBeDisabled();
  });

  it("shows a save the server refused on its row, with the reason and Retry", async () => {
    const user = userEvent.setup();
    const onRetrySave = vi.fn();
    render(
      <Harness initial={[createRow("1"), createRow("2")]} saveFailures={{ "2": "A draft can hold at most 1,000,000 characters." }} onRetrySave={onRetrySave} />,
    );
    expect(within(rowNamed(1)).queryByTestId("row-save-failure")).not.toBeInTheDocument();
    const failure = within(rowNamed(2)).getByRole("alert");
    expect(failure).toHaveTextContent("Not saved: A draft can hold at most 1,000,000 characters.");
    await user.click(within(failure).getByRole("button", { name: "Save row 2 again" }));
    expect(onRetrySave).toHaveBeenCalledWith("2");
  });

  it("shows each attached image's alt text on the row, edits it in place and keeps it with the stored image", async () => {
    const image = { id: "u1", url: "http://h/api/storage/image-storage/u/1.png", path: "u/1.png", source: "uploaded" as const, alt: "Old alt" };
    render(<Harness initial={[versions(createRow("1", { textContent: "Launch", selectedImages: [image] }), "Post")]} />);
    const row = within(rowNamed(1));
    const box = row.getByRole("textbox", { name: "Alt text of image 1" });
    expect(box).toHaveValue("Old alt");
    await userEvent.clear(box);
    await userEvent.type(box, "Our shop sign at dusk{Enter}");
    await vi.waitFor(() => expect(put).toHaveBeenCalledWith("/visuals/alt", { bucket: "image-storage", path: "u/1.png", alt: "Our shop sign at dusk" }));
    await vi.waitFor(() => expect(row.getByRole("img", { name: "Our shop sign at dusk" })).toBeInTheDocument());
    expect(row.queryByText(/No alt text/)).toBeNull();
  });

  it("warns on an attached image without alt text and writes it with the describer on request", async () => {
    const image = { id: "g2", url: "http://h/api/storage/social_images/g/2.png", path: "g/2.png", source: "generated" as const };
    render(<Harness initial={[versions(createRow("1", { textContent: "Launch", selectedImages: [image] }), "Post")]} />);
    const row = within(rowNamed(1));
    expect(row.getByText(/No alt text/)).toBeInTheDocument();
    await userEvent.click(row.getByRole("button", { name: "Write alt text" }));
    await vi.waitFor(() => expect(row.getByRole("textbox", { name: "Alt text of image 1" })).toHaveValue("A wide image, mostly blue."));
    expect(post).toHaveBeenCalledWith("/visuals/alt/describe", { bucket: "social_images", path: "g/2.png" });
    expect(row.queryByText(/No alt text/)).toBeNull();
  });
});
