// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
});
