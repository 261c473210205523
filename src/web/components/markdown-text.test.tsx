// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MarkdownText } from "./markdown-text";

describe("MarkdownText", () => {
  it("renders headings, lists and emphasis as elements, without the markdown characters", () => {
    const { container } = render(<MarkdownText text={"# Launch\n\n## Why it matters\n- **Fast**\n- _Simple_\n\nThanks"} />);
    expect(screen.getByRole("heading", { level: 3, name: "Launch" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "Why it matters" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Fast", "Simple"]);
    expect(container.querySelector("strong")?.textContent).toBe("Fast");
    expect(container.querySelector("em")?.textContent).toBe("Simple");
    expect(container.textContent).not.toMatch(/[#*_]/);
  });

  it("shows HTML in the text as text", () => {
    const { container } = render(<MarkdownText text={'<script>alert("x")</script> <b>bold</b>'} />);
    expect(container.querySelector("script, b")).toBeNull();
    expect(container.textContent).toBe('<script>alert("x")</script> <b>bold</b>');
  });

  it("marks each commented passage once where its words appear, across bold and lines, and a click opens it", () => {
    const onClick = vi.fn();
    const marks = [
      { id: "c1", quote: "forty local stalls", title: "ana: is this right?", onClick },
      { id: "c2", quote: "**Fast** start\nthen more", title: "bo: ok", onClick },
    ];
    render(<MarkdownText text={"We count forty local stalls, forty local stalls in all.\n\nA **Fast** start\nthen more."} marks={marks} />);
    const marked = screen.getAllByTestId("row-comment-passage");
    expect(marked.map((m) => m.textContent)).toEqual(["forty local stalls", "then more"]);
    expect(marked[0]).toHaveAttribute("title", "ana: is this right?");
    fireEvent.click(marked[0]);
    fireEvent.keyDown(marked[1], { key: "Enter" });
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
