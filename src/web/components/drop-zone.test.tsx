// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FileUp } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { DropZone, type DropZoneProps } from "./drop-zone";

const file = (name: string) => new File(["x"], name, { type: "text/plain" });

function renderZone(props: Partial<DropZoneProps> = {}) {
  const onFiles = vi.fn();
  render(<DropZone icon={FileUp} title="Choose a file" hint="or drop it here" accept=".txt" onFiles={onFiles} {...props} />);
  return { onFiles, zone: screen.getByTestId("drop-zone") };
}

const drop = (zone: HTMLElement, files: File[]) => fireEvent.drop(zone, { dataTransfer: { files } });

describe("DropZone", () => {
  it("is the picker's label and answers the picked files", async () => {
    const { onFiles } = renderZone({ multiple: true });
    await userEvent.upload(screen.getByLabelText(/Choose a file/), [file("a.txt"), file("b.txt")]);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: "a.txt" }), expect.objectContaining({ name: "b.txt" })]);
  });

  it("highlights while files are dragged over it and answers dropped files (one unless multiple)", () => {
    const { onFiles, zone } = renderZone();
    fireEvent.dragOver(zone);
    expect(zone.className).toContain("border-primary");
    fireEvent.dragLeave(zone);
    expect(zone.className).not.toContain("border-primary");
    drop(zone, [file("a.txt"), file("b.txt")]);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: "a.txt" })]);
    expect(zone.className).not.toContain("border-primary");
  });

  it("takes nothing while disabled, and ignores a drop without files", () => {
    const { onFiles, zone } = renderZone({ disabled: true });
    drop(zone, [file("a.txt")]);
    expect(screen.getByLabelText(/Choose a file/)).toBeDisabled();
    expect(onFiles).not.toHaveBeenCalled();
  });

  it("names the input with inputLabel when given", () => {
    renderZone({ title: "report.txt", inputLabel: "Choose a document" });
    expect(screen.getByLabelText("Choose a document")).toHaveAttribute("type", "file");
  });
});
