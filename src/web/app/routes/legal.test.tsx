// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import PrivacyPage from "./privacy";
import TermsPage from "./terms";

describe("legal pages", () => {
  it("the Privacy Policy says what a self-hosted install stores and who is responsible", () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "1. Who is responsible" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "4. AI providers" })).toBeVisible();
    expect(screen.getByText(/self-hosted software/)).toBeVisible();
  });

  it("the Terms of Service cover content, AI output and liability", () => {
    render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    for (const name of ["3. Your content", "4. AI-generated content", "6. Liability"]) expect(screen.getByRole("heading", { name })).toBeVisible();
  });
});
