// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Brand } from "@/shared/contracts/brands";
import type { BrandKit } from "@/shared/contracts/visuals";
import { ApiError } from "@/web/lib/api-error";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { BrandKitDialog } from "./brand-kit-dialog";

const brand = { id: "b1", brand_name: "Crumb" } as Brand;
const defaults: BrandKit = {
  brand_id: "b1",
  primary_color: "#1d4ed8",
  secondary_color: "#0f172a",
  background_color: "#ffffff",
  font: "inter",
  logo_path: null,
  logo_url: null,
  updated_at: null,
};
let kit: BrandKit = defaults;
const get = vi.fn(async (path: string): Promise<unknown> => {
  if (path === "/visuals/brand-kits/b1") return kit;
  if (path === "/uploads") return { data: [{ id: "up1", image_path: "u/logo.png", url: "http://h/api/storage/image-storage/u/logo.png" }], next_cursor: null };
  if (path === "/images") return { data: [{ id: "im1", image_url: "g/mark.png", url: "http://h/api/storage/social_images/g/mark.png", prompt: "Mark" }], next_cursor: null };
  throw new Error(path);
});
const put = vi.fn(async (_path: string, body: Record<string, unknown>): Promise<unknown> => ({ ...kit, ...body, updated_at: "2026-11-27T06:00:00.000Z" }));
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({
    get: (path: unknown) => get(path as string),
    put: (path: unknown, body: unknown) => put(path as string, body as Record<string, unknown>),
  }),
}));

function show(role: "owner" | "viewer" = "owner") {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WorkspaceRoleContext.Provider value={role}>
        <BrandKitDialog brand={brand} open onClose={onClose} />
      </WorkspaceRoleContext.Provider>
    </QueryClientProvider>,
  );
  return onClose;
}

beforeEach(() => {
  kit = defaults;
  get.mockClear();
  put.mockClear();
});
afterEach(cleanup);

describe("BrandKitDialog", () => {
  it("loads the defaults with the empty note, edits colours and a logo from the gallery, and saves them", async () => {
    const onClose = show();
    expect(await screen.findByText(/No kit yet/)).toBeInTheDocument();
    const primary = screen.getByRole("textbox", { name: "Primary colour (hex)" });
    expect(primary).toHaveValue("#1d4ed8");
    await userEvent.clear(primary);
    await userEvent.type(primary, "#e11d48");
    await userEvent.click(screen.getByRole("button", { name: "Choose logo" }));
    const picker = await screen.findByRole("dialog", { name: "Select Images" });
    await userEvent.click(await within(picker).findByRole("button", { name: /Mark/ }));
    await userEvent.click(within(picker).getByRole("button", { name: "Add 1 image" }));
    expect(await screen.findByRole("img", { name: "The brand's logo" })).toHaveAttribute("src", "/api/storage/social_images/g/mark.png");
    await userEvent.click(screen.getByRole("button", { name: "Save kit" }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith("/visuals/brand-kits/b1", {
        primary_color: "#e11d48",
        secondary_color: "#0f172a",
        background_color: "#ffffff",
        font: "inter",
        logo_path: "g/mark.png",
        logo_bucket: "social_images",
      }),
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("refuses a colour that is not hex, and shows the server's refusal", async () => {
    kit = { ...defaults, logo_path: "u/logo.png", logo_url: "http://h/api/storage/image-storage/u/logo.png", updated_at: "2026-11-01T00:00:00.000Z" };
    show();
    const background = await screen.findByRole("textbox", { name: "Background colour (hex)" });
    expect(screen.queryByText(/No kit yet/)).toBeNull();
    await userEvent.clear(background);
    await userEvent.type(background, "beige");
    expect(screen.getByText("Use a hex colour such as #1d4ed8.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save kit" })).toBeDisabled();
    await userEvent.clear(background);
    await userEvent.type(background, "#fef3c7");
    put.mockRejectedValueOnce(new ApiError(422, "logo_not_found", "The logo must be an image of this workspace's uploads or gallery."));
    await userEvent.click(screen.getByRole("button", { name: "Save kit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("uploads or gallery");
    expect(put).toHaveBeenCalledWith("/visuals/brand-kits/b1", expect.objectContaining({ background_color: "#fef3c7", logo_path: "u/logo.png", logo_bucket: "image-storage" }));
  });

  it("shows a load failure with Try again, and a viewer the kit read-only", async () => {
    get.mockRejectedValueOnce(new ApiError(500, "internal", "Server down"));
    show("viewer");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load the brand kit");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Your role can look at the kit but not change it.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save kit" })).toBeDisabled();
  });
});
