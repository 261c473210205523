// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OAuthReturnNotice } from "./oauth-return";

describe("OAuthReturnNotice", () => {
  it("says the account is connected, cleans the address, and says it again if the page mounts once more", () => {
    window.history.replaceState(null, "", "/accounts?account=a1&connected=a1");
    const first = render(<OAuthReturnNotice />);
    expect(screen.getByRole("status")).toHaveTextContent("Connected: scheduled posts to this account go out from now on.");
    expect(window.location.search).toBe("");
    first.unmount();
    render(<OAuthReturnNotice />);
    expect(screen.getByRole("status")).toHaveTextContent("Connected: scheduled posts to this account go out from now on.");
  });

  it("shows the platform's reason when connecting failed", () => {
    window.history.replaceState(null, "", "/accounts?account=a1&connect_error=The%20member%20declined");
    render(<OAuthReturnNotice />);
    expect(screen.getByRole("alert")).toHaveTextContent("The member declined");
  });
});
