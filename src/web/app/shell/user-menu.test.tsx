// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import { AuthContext, type AuthContextValue } from "@/web/lib/auth/use-auth";
import { PLAYGROUND_TOPICS_KEY } from "@/web/lib/user-storage";
import { UserMenu } from "./user-menu";

function renderMenu() {
  const signOut = vi.fn(async () => {});
  const auth = { user: { id: "u1", email: "ada@example.com" }, loading: false, signOut } as unknown as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  return signOut;
}

async function chooseSignOut() {
  await userEvent.click(screen.getByRole("button", { name: "Account menu for ada@example.com" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: messages.auth.signOut }));
}

afterEach(() => localStorage.clear());

describe("signing out", () => {
  it("signs out at once when this browser holds no unsaved rows or topics", async () => {
    localStorage.setItem("newsletterPostsData", JSON.stringify([{ id: "1", textContent: "  ", generatedPost: "" }]));
    const signOut = renderMenu();
    await chooseSignOut();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("warns first, naming the pages and topics it would clear; Cancel keeps the session", async () => {
    localStorage.setItem("articlePostsData", JSON.stringify([{ id: "1", textContent: "Spring launch notes" }]));
    localStorage.setItem(PLAYGROUND_TOPICS_KEY, JSON.stringify([{ topic: "A", details: "" }, { topic: "B", details: "" }]));
    const signOut = renderMenu();
    await chooseSignOut();
    const dialog = await screen.findByRole("alertdialog", { name: messages.auth.signOutUnsavedTitle });
    expect(dialog).toHaveTextContent("the rows on Article and 2 extracted topics");
    await userEvent.click(screen.getByRole("button", { name: messages.common.cancel }));
    expect(signOut).not.toHaveBeenCalled();

    await chooseSignOut();
    await userEvent.click(await screen.findByRole("button", { name: messages.auth.signOut }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
