// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LanguageCode } from "@/shared/languages";
import { languageCopy } from "./copy";
import { LanguageSelect } from "./language-select";

const apiGet = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../tests/helpers/fake-api-client")).fakeApiClient({ get: (...a: unknown[]) => apiGet(...a) }),
}));

type Model = { id: string; name: string; provider: string; is_default: boolean; type: "text" };
let models: Model[];
const writer: Model = { id: "w", name: "Built-in template writer (demo)", provider: "builtin", is_default: true, type: "text" };
const claude: Model = { id: "c", name: "Claude", provider: "anthropic", is_default: false, type: "text" };

function renderSelect(value: LanguageCode) {
  apiGet.mockImplementation(async (path: string) => {
    if (path === "/models") return { data: models, next_cursor: null };
    throw new Error(path);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LanguageSelect value={value} onChange={() => undefined} />
    </QueryClientProvider>,
  );
}

const option = (name: string) => within(screen.getByRole("combobox")).getByRole("option", { name });

beforeEach(() => vi.clearAllMocks());

describe("LanguageSelect and the demo writer", () => {
  it("marks the languages the demo writer cannot write and says so beside a chosen one, before any click", async () => {
    models = [writer, claude];
    renderSelect("de");
    expect(await screen.findByTestId("language-demo-note")).toHaveTextContent(languageCopy.demoCannotWrite("German"));
    expect(option("English")).not.toHaveAttribute("disabled");
    const german = option(languageCopy.notWithDemo("German · Deutsch"));
    // A connected model chosen in a row writes it: marked, still offered.
    expect(german).not.toBeDisabled();
    expect(option(languageCopy.notWithDemo("French · Français"))).toBeInTheDocument();
    expect(screen.getByRole("combobox")).toHaveAccessibleDescription(languageCopy.demoCannotWrite("German"));
  });

  it("marks nothing when a connected model is the default", async () => {
    models = [{ ...writer, is_default: false }, { ...claude, is_default: true }];
    renderSelect("de");
    await vi.waitFor(() => expect(apiGet).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(option("German · Deutsch")).toBeInTheDocument();
    expect(screen.queryByText(/not with the demo writer/)).toBeNull();
    expect(screen.queryByTestId("language-demo-note")).toBeNull();
  });
});
