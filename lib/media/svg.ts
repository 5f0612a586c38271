import createDOMPurify, { type DOMPurify } from "dompurify";
import { JSDOM } from "jsdom";

/**
 * SVG sanitizing with DOMPurify (SVG profile) on a jsdom window: scripts, event handlers,
 * foreignObject and other non-SVG content go; so does every reference outside the file (href,
 * xlink:href and CSS url() that do not point at `#an-id`, CSS @import), because a browser showing
 * the image would fetch them. Doctypes (and their entities) never survive the HTML parser.
 */
let purifier: DOMPurify | null = null;

const INTERNAL_REF = /^\s*#/;
const CSS_EXTERNAL = /@import|url\(\s*(?!['"]?\s*#)/i;

function purify(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(new JSDOM("").window as unknown as Window & typeof globalThis);
  instance.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === "href" || name === "xlink:href") && !INTERNAL_REF.test(data.attrValue)) data.keepAttr = false;
    if (CSS_EXTERNAL.test(data.attrValue)) data.keepAttr = false;
  });
  instance.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "style" && CSS_EXTERNAL.test(node.textContent ?? "")) node.textContent = "";
  });
  purifier = instance;
  return instance;
}

export type SvgResult = { ok: true; svg: string } | { ok: false; reason: string };

export function sanitizeSvg(source: string): SvgResult {
  const dom = purify().sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM: true,
  }) as unknown as HTMLElement;
  const roots = [...dom.children];
  if (roots.length !== 1 || roots[0].tagName.toLowerCase() !== "svg") {
    return { ok: false, reason: "The file is not a single SVG image" };
  }
  // HTML serialization of SVG content is well-formed XML except for named entities XML lacks.
  const svg = roots[0].outerHTML.replace(/&nbsp;/g, "&#160;");
  return { ok: true, svg };
}
