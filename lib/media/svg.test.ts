import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "./svg";

const wrap = (inner: string, attrs = "") =>
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" width="10" height="10"${attrs}>${inner}</svg>`;

function clean(source: string): string {
  const result = sanitizeSvg(source);
  if (!result.ok) throw new Error(result.reason);
  return result.svg;
}

describe("sanitizeSvg", () => {
  it("keeps an ordinary drawing as it is, namespaces and camelCase attributes included", () => {
    const out = clean(
      wrap(
        `<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)"/>`,
      ),
    );
    expect(out).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain("<linearGradient");
    expect(out).toContain('fill="url(#g)"');
  });

  it("removes scripts, event handlers, foreignObject and javascript: links", () => {
    const out = clean(
      wrap(
        `<script>alert(1)</script><rect onload="alert(2)" onclick="alert(3)" width="5" height="5"/>` +
          `<foreignObject><div xmlns="http://www.w3.org/1999/xhtml" onclick="x()">hi</div></foreignObject>` +
          `<a href="javascript:alert(4)"><text>t</text></a>`,
        ` onload="alert(5)"`,
      ),
    );
    expect(out).not.toMatch(/script|alert|onload|onclick|foreignObject|javascript/i);
  });

  it("removes references outside the file: href, xlink:href, CSS url() and @import", () => {
    const out = clean(
      wrap(
        `<image xlink:href="https://evil.example/a.png" width="5" height="5"/><image href="//evil.example/b.png"/>` +
          `<rect style="fill: url(https://evil.example/c)" width="1" height="1"/>` +
          `<style>@import url("https://evil.example/d.css"); rect { fill: red }</style>` +
          `<a href="#inside"><text>ok</text></a>`,
      ),
    );
    expect(out).not.toContain("evil.example");
    expect(out).toContain('href="#inside"');
  });

  it("drops doctype entities rather than expanding them", () => {
    const out = clean(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>`,
    );
    expect(out).not.toContain("lol");
    expect(out).not.toContain("ENTITY");
  });

  it("refuses what is not one SVG image", () => {
    expect(sanitizeSvg("<html><body><p>hello</p></body></html>").ok).toBe(false);
    expect(sanitizeSvg("plain text").ok).toBe(false);
    expect(sanitizeSvg(`${wrap("")}${wrap("")}`).ok).toBe(false);
  });
});
