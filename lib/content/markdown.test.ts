import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownPreview } from "@/components/content/markdown-preview";
import { parseInline, parseMarkdown, safeHref } from "./markdown";

const html = (source: string) => renderToStaticMarkup(createElement(MarkdownPreview, { source }));

describe("parseMarkdown", () => {
  it("reads headings, paragraphs, lists, quotes, rules and fenced code", () => {
    const blocks = parseMarkdown(
      [
        "# Title",
        "",
        "Some *intro* text",
        "over two lines.",
        "",
        "- one",
        "- two",
        "",
        "3. three",
        "4. four",
        "",
        "> quoted",
        "",
        "---",
        "",
        "```ts",
        "const a = **b**;",
        "```",
      ].join("\n"),
    );
    expect(blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "list", "list", "quote", "rule", "code"]);
    expect(blocks[0]).toEqual({ type: "heading", level: 1, children: [{ type: "text", text: "Title" }] });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two" }]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true, start: 3 });
    expect(blocks[6]).toEqual({ type: "code", text: "const a = **b**;", language: "ts" });
  });

  it("reads bold, italic, inline code and links inside text", () => {
    expect(parseInline("a **bold** and _it_ with `x*y*` see [docs](https://example.com)")).toEqual([
      { type: "text", text: "a " },
      { type: "strong", children: [{ type: "text", text: "bold" }] },
      { type: "text", text: " and " },
      { type: "em", children: [{ type: "text", text: "it" }] },
      { type: "text", text: " with " },
      { type: "code", text: "x*y*" },
      { type: "text", text: " see " },
      { type: "link", href: "https://example.com", children: [{ type: "text", text: "docs" }] },
    ]);
  });

  it("leaves snake_case words and escaped characters as typed", () => {
    expect(parseInline("call my_var_name \\*now\\*")).toEqual([{ type: "text", text: "call my_var_name *now*" }]);
  });
});

describe("safety", () => {
  it("only links to web, mail and same-site addresses", () => {
    expect(safeHref("https://a.example")).toBe("https://a.example");
    expect(safeHref("mailto:hi@a.example")).toBe("mailto:hi@a.example");
    expect(safeHref("/pricing")).toBe("/pricing");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("JaVaScRiPt:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,x")).toBeNull();
    expect(safeHref("//evil.example")).toBeNull();
  });

  it("renders typed HTML as text and drops unsafe links to their text", () => {
    const out = html('<script>alert("x")</script> and [click](javascript:alert(1)) <img src=x onerror=alert(1)>');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).not.toContain("javascript:");
    expect(out).toContain("&lt;script&gt;");
    expect(out).toContain("click");
  });

  it("renders safe links with rel noopener", () => {
    expect(html("[site](https://example.com)")).toContain(
      'href="https://example.com" target="_blank" rel="noopener noreferrer nofollow"',
    );
  });
});
