import { describe, expect, it } from "vitest";
import { markdownPreview, parseInline, parseMarkdown } from "./markdown";

describe("parseMarkdown", () => {
  it("reads headings, lists and paragraphs of a long-form post", () => {
    const text = "# Pulse Analytics launch\n\nIntro line one\nline two\n\n## What is new\n- **Faster** dashboards\n- *Shared* reports\n\n1. Sign in\n2. Open `Reports`";
    expect(parseMarkdown(text)).toEqual([
      { kind: "heading", level: 1, spans: [{ text: "Pulse Analytics launch" }] },
      { kind: "paragraph", lines: [[{ text: "Intro line one" }], [{ text: "line two" }]] },
      { kind: "heading", level: 2, spans: [{ text: "What is new" }] },
      { kind: "list", ordered: false, items: [[{ text: "Faster", bold: true }, { text: " dashboards" }], [{ text: "Shared", italic: true }, { text: " reports" }]] },
      { kind: "list", ordered: true, items: [[{ text: "Sign in" }], [{ text: "Open " }, { text: "Reports", code: true }]] },
    ]);
  });

  it("keeps hashtags and snake_case words as text, and drops stray markers", () => {
    expect(parseMarkdown("#SaaS launch ~~old~~ a * b")).toEqual([{ kind: "paragraph", lines: [[{ text: "#SaaS launch " }, { text: "old" }, { text: " a  b" }]] }]);
    expect(parseInline("my_file_name")).toEqual([{ text: "myfilename" }]);
  });

  it("never produces markup: angle brackets stay text", () => {
    expect(parseMarkdown("<img src=x onerror=alert(1)>")).toEqual([{ kind: "paragraph", lines: [[{ text: "<img src=x onerror=alert(1)>" }]] }]);
  });

  it("caps heading depth at three and answers nothing for blank text", () => {
    expect(parseMarkdown("###### Deep")).toEqual([{ kind: "heading", level: 3, spans: [{ text: "Deep" }] }]);
    expect(parseMarkdown(" \n\n ")).toEqual([]);
  });
});

describe("markdownPreview", () => {
  it("reads a long-form post as one plain line", () => {
    expect(markdownPreview("# Launch\n\nBuilt with **you**.\n- One\n- Two")).toBe("Launch Built with you. One Two");
  });
});
