// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import SignUpPage from "@/web/app/routes/sign-up";
import { AuthContext, type AuthContextValue } from "@/web/lib/auth/use-auth";
import { sessionStore } from "@/web/lib/auth/session-store";
import { authCopy } from "@/web/features/auth/copy";
import { messages } from "@/shared/messages";

function renderWithMail(mail: "smtp" | "mailbox" | "none", setupCode = false, signupMode: "open" | "invite_only" | "closed" = "open", entry = "/signup") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) =>
      new URL(input).pathname === "/api/auth/settings" ? new Response(JSON.stringify({ mail, setup_code: setupCode, signup_mode: signupMode }), { headers: { "content-type": "application/json" } }) : new Response("{}", { status: 404 }),
    ),
  );
  const auth: AuthContextValue = { user: null, session: null, loading: false, signIn: vi.fn(), signUp: vi.fn(async () => "ok"), signOut: vi.fn(), store: sessionStore };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[entry]}>
          <SignUpPage />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return auth;
}

afterEach(() => vi.unstubAllGlobals());

describe("SignUpPage", () => {
  it("warns that no confirmation mail will arrive when the server has no mail set up", async () => {
    renderWithMail("none");
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.auth.mailNotConfigured);
  });

  it("shows no warning when mail is sent", async () => {
    renderWithMail("smtp");
    expect(await screen.findByRole("button", { name: messages.auth.signUp })).toBeInTheDocument();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByText(messages.auth.mailNotConfigured)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(authCopy.signUp.setupCode)).not.toBeInTheDocument();
  });

  it("asks for the setup code while no administrator exists, and sends it with the sign-up", async () => {
    const auth = renderWithMail("smtp", true);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(authCopy.signUp.setupCode), " ABCDE-FGHJK-MNPQR-STVWX ");
    await user.type(screen.getByLabelText(authCopy.email), "owner@example.com");
    await user.type(screen.getByLabelText(authCopy.password), "password123");
    await user.type(screen.getByLabelText(authCopy.confirmPassword), "password123");
    await user.click(screen.getByRole("button", { name: messages.auth.signUp }));
    expect(auth.signUp).toHaveBeenCalledWith("owner@example.com", "password123", "ABCDE-FGHJK-MNPQR-STVWX", undefined);
  });

  it("says sign-up is closed before anyone types, and disables the form", async () => {
    renderWithMail("smtp", false, "closed");
    expect(await screen.findByTestId("signup-refusal")).toHaveTextContent(messages.instanceAdmin.signupClosed);
    expect(screen.getByRole("button", { name: messages.auth.signUp })).toBeDisabled();
  });

  it("invite-only asks for the invitation link, and sends the link's token with the sign-up", async () => {
    renderWithMail("smtp", false, "invite_only");
    expect(await screen.findByTestId("signup-refusal")).toHaveTextContent(messages.instanceAdmin.signupInviteOnly);
  });

  it("invite-only with an invitation's token signs up with it", async () => {
    const auth = renderWithMail("smtp", false, "invite_only", "/signup?invitation=tok123");
    const user = userEvent.setup();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await user.type(screen.getByLabelText(authCopy.email), "new@example.com");
    await user.type(screen.getByLabelText(authCopy.password), "password123");
    await user.type(screen.getByLabelText(authCopy.confirmPassword), "password123");
    // The link's token lets the page through (checked before submitting: a sign-up then moves on to /auth).
    expect(screen.queryByTestId("signup-refusal")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: messages.auth.signUp }));
    expect(auth.signUp).toHaveBeenCalledWith("new@example.com", "password123", undefined, "tok123");
  });
});
