import { describe, expect, it } from "vitest";
import { markdownToHtml, markdownToText } from "./render-html";

describe("markdownToHtml", () => {
  it("renders Markdown: headings, emphasis, lists, code, tables, task lists", () => {
    const html = markdownToHtml(
      "# Title\n\nSome **bold** and *em* with `code`.\n\n1. one\n2. two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n```ts\nconst a = 1 < 2;\n```",
    );
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>em</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<ol>");
    expect(html).toContain("<table>");
    expect(html).toMatch(/<input[^>]*checked[^>]*disabled|<input[^>]*disabled[^>]*checked/);
    expect(html).toContain('<code class="language-ts">const a = 1 &lt; 2;');
  });

  it.each([
    ["a script tag", "Hello <script>alert(1)</script> world", /<script|alert\(1\)/i],
    ["an inline event handler", '<img src="https://e.com/a.png" onerror="alert(1)">', /onerror/i],
    ["a javascript: link", "[click](javascript:alert(1))", /javascript:/i],
    ["an upper-case JAVASCRIPT: link", "[click](JAVASCRIPT:alert(1))", /javascript:/i],
    ["a javascript: link hidden by an entity", '<a href="java&#x09;script:alert(1)">x</a>', /href=/i],
    ["an svg onload", "<svg onload=alert(1)><circle/></svg>", /<svg|onload/i],
    ["an iframe", '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ["a data: image", "![x](data:image/svg+xml;base64,PHN2Zz4=)", /data:/i],
    ["a style attribute", '<p style="background:url(javascript:alert(1))">x</p>', /style=|javascript:/i],
    ["a form", '<form action="https://evil.example"><input type="password"></form>', /<form|type="password"/i],
    ["a reference-style javascript: link", "[x][1]\n\n[1]: javascript:alert(1)", /javascript:/i],
  ])("removes %s", (_name, source, forbidden) => {
    expect(markdownToHtml(source)).not.toMatch(forbidden);
  });

  it("keeps safe links and marks them nofollow", () => {
    expect(markdownToHtml("[site](https://example.com/a?b=1)")).toContain(
      '<a href="https://example.com/a?b=1" rel="noopener nofollow ugc">site</a>',
    );
  });

  it("makes the media library's relative image addresses absolute for other sites", () => {
    expect(markdownToHtml("![cat](/api/media/1/file)", "https://app.example")).toContain(
      'src="https://app.example/api/media/1/file"',
    );
    expect(markdownToHtml("![cat](/api/media/1/file)")).toContain('src="/api/media/1/file"');
  });
});

describe("markdownToText", () => {
  it("answers the words without markup or scripts", () => {
    expect(markdownToText("# Hi & bye\n\nSome **bold** <script>evil()</script> text")).toBe("Hi & bye Some bold text");
  });
});
