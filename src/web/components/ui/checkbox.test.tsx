// @vitest-environment jsdom
import * as React from "react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Checkbox, type CheckedState } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";

afterEach(cleanup);

function SelectAll({ items }: { items: string[] }) {
  const [selected, setSelected] = React.useState<string[]>([]);
  const all: CheckedState =
    selected.length === 0 ? false : selected.length === items.length ? true : "indeterminate";
  return (
    <div>
      <Checkbox
        aria-label="Select all"
        checked={all}
        onCheckedChange={(value) => setSelected(value === true ? items : [])}
      />
      {items.map((item) => (
        <div key={item}>
          <Checkbox
            id={item}
            checked={selected.includes(item)}
            onCheckedChange={(value) =>
              setSelected((prev) =>
                value === true ? [...prev, item] : prev.filter((i) => i !== item),
              )
            }
          />
          <Label htmlFor={item}>{item}</Label>
        </div>
      ))}
    </div>
  );
}

describe("Checkbox", () => {
  it("is toggled by clicking its label and by the Space key", async () => {
    const user = userEvent.setup();
    render(<SelectAll items={["First post"]} />);
    const box = screen.getByRole("checkbox", { name: "First post" });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText("First post"));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(" ");
    expect(box).not.toBeChecked();
  });

  it("shows a mixed state when only some rows are selected", async () => {
    const user = userEvent.setup();
    render(<SelectAll items={["First post", "Second post"]} />);
    const selectAll = screen.getByRole("checkbox", { name: "Select all" });
    await user.click(screen.getByRole("checkbox", { name: "First post" }));
    expect(selectAll).toHaveAttribute("aria-checked", "mixed");
    expect(selectAll).toHaveAttribute("data-state", "indeterminate");

    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Second post" })).toBeChecked();

    await user.click(selectAll);
    expect(selectAll).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "First post" })).not.toBeChecked();
  });

  it("cannot be changed while disabled", async () => {
    const user = userEvent.setup();
    render(<Checkbox aria-label="Locked" disabled />);
    const box = screen.getByRole("checkbox", { name: "Locked" });
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
  });
});
