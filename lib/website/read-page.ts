import * as cheerio from "cheerio";
import { formatHex, parse, wcagLuminance, converter } from "culori";

/** What a page says about its brand, read without a model. */
export interface PageFacts {
  title: string | null;
  description: string | null;
  colors: {
    background: string | null;
    text: string | null;
    primary: string | null;
    secondary: string | null;
    accent: string | null;
  };
  typography: { headingFont: string | null; bodyFont: string | null };
  /** Where each colour came from: "declared" (theme-color, custom properties, body rules) or "counted" (most used). */
  colorSource: "declared" | "counted" | "none";
  logoUrl: string | null;
  socialLinks: string[];
  /** Characters of visible text. */
  textLength: number;
  /** The visible text, up to TEXT_KEPT characters, for a model to read. */
  text: string;
  looksLikeLogin: boolean;
}

const SOCIAL_HOSTS = [
  "twitter.com",
  "x.com",
  "facebook.com",
  "instagram.com",
  "linkedin.com",
  "youtube.com",
  "tiktok.com",
  "pinterest.com",
  "threads.net",
  "bsky.app",
  "mastodon.social",
];
const GENERIC_FONTS = new Set([
  "serif",
  "sans-serif",
  "monospace",
  "cursive",
  "fantasy",
  "system-ui",
  "ui-sans-serif",
  "ui-serif",
  "ui-monospace",
  "inherit",
  "initial",
  "-apple-system",
  "blinkmacsystemfont",
]);
const COLOR_TOKEN = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\)/g;
const toHsl = converter("hsl");
const TEXT_KEPT = 6_000;

/** A CSS colour of any syntax culori knows (oklch, lab, display-p3 …) as #rrggbb; null when it is not one or is transparent. */
export function hexOf(value: string): string | null {
  const color = parse(value.trim());
  if (!color || (color.alpha !== undefined && color.alpha < 0.5)) return null;
  return formatHex(color) ?? null;
}

const saturation = (hex: string) => toHsl(hex)?.s ?? 0;
const isNeutral = (hex: string) => saturation(hex) < 0.15;

function firstFont(family: string): string | null {
  for (const raw of family.split(",")) {
    const name = raw
      .trim()
      .replace(/^["']|["']$/g, "")
      .trim();
    if (
      name &&
      !GENERIC_FONTS.has(name.toLowerCase()) &&
      !name.startsWith("var(") &&
      /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(name)
    )
      return name;
  }
  return null;
}

interface CssRule {
  selector: string;
  body: string;
}

function rulesOf(css: string): CssRule[] {
  const rules: CssRule[] = [];
  const stripped = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const m of stripped.matchAll(/([^{}]+)\{([^{}]*)\}/g)) rules.push({ selector: m[1].trim(), body: m[2] });
  return rules;
}

const declaration = (body: string, property: string) =>
  new RegExp(`(?:^|;|\\s)${property}\\s*:\\s*([^;]+)`, "i").exec(body)?.[1]?.trim() ?? null;

function readColors(css: string, inlineStyles: string[], themeColor: string | null) {
  const rules = rulesOf(css);
  const vars = new Map<string, string>();
  for (const rule of rules) {
    for (const m of rule.body.matchAll(/--([\w-]+)\s*:\s*([^;]+)/g)) {
      const hex = hexOf(m[2]);
      if (hex) vars.set(m[1].toLowerCase(), hex);
    }
  }
  const varNamed = (...names: string[]) => {
    for (const [name, hex] of vars)
      if (names.some((n) => name === n || name.endsWith(`-${n}`) || name.startsWith(`${n}-`))) return hex;
    return null;
  };
  const bodyRule = rules.find((r) => /(^|,)\s*(body|html|:root)\s*(,|$)/.test(r.selector));
  const bodyValue = (prop: string) => {
    const v = bodyRule ? declaration(bodyRule.body, prop) : null;
    if (!v) return null;
    const ref = /var\(--([\w-]+)/.exec(v);
    return ref ? (vars.get(ref[1].toLowerCase()) ?? null) : hexOf(v);
  };

  const counts = new Map<string, number>();
  for (const text of [css, ...inlineStyles]) {
    for (const token of text.match(COLOR_TOKEN) ?? []) {
      const hex = hexOf(token);
      if (hex) counts.set(hex, (counts.get(hex) ?? 0) + 1);
    }
  }
  const byUse = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([hex]) => hex);
  const vivid = byUse.filter((h) => !isNeutral(h));
  const neutrals = byUse.filter(isNeutral);

  const declaredPrimary = (themeColor && hexOf(themeColor)) || varNamed("primary", "brand");
  const primary = declaredPrimary ?? vivid[0] ?? null;
  const rest = vivid.filter((h) => h !== primary);
  const background =
    bodyValue("background-color") ??
    bodyValue("background") ??
    varNamed("background", "bg") ??
    neutrals.find((h) => wcagLuminance(h) > 0.7) ??
    null;
  const text =
    bodyValue("color") ?? varNamed("foreground", "text") ?? neutrals.find((h) => wcagLuminance(h) < 0.2) ?? null;
  const colors = {
    background,
    text,
    primary,
    secondary: varNamed("secondary") ?? rest[0] ?? null,
    accent: varNamed("accent") ?? rest.find((h) => h !== varNamed("secondary") && h !== rest[0]) ?? null,
  };
  const anyColor = Object.values(colors).some(Boolean);
  const source: PageFacts["colorSource"] = !anyColor ? "none" : declaredPrimary || bodyRule ? "declared" : "counted";
  return { colors, source };
}

function readFonts($: cheerio.CheerioAPI, css: string) {
  const rules = rulesOf(css);
  const fontOf = (test: (selector: string) => boolean) => {
    for (const rule of rules) {
      if (!test(rule.selector)) continue;
      const family = declaration(rule.body, "font-family");
      const name = family && firstFont(family);
      if (name) return name;
    }
    return null;
  };
  const linked: string[] = [];
  $('link[href*="fonts.googleapis.com"]').each((_, el) => {
    const href = $(el).attr("href") ?? "";
    for (const m of href.matchAll(/family=([^&:]+)/g)) linked.push(decodeURIComponent(m[1].replace(/\+/g, " ")));
  });
  const bodyFont =
    fontOf((s) => /(^|,)\s*(body|html|:root)\s*(,|$)/.test(s)) ?? linked[linked.length > 1 ? 1 : 0] ?? null;
  const headingFont = fontOf((s) => /(^|,)\s*h[1-3]\b/.test(s)) ?? linked[0] ?? bodyFont;
  return { headingFont, bodyFont };
}

/** Reads a page's title, description, colours, fonts, logo and social links with a real HTML parser. */
export function readPage(html: string, pageUrl: string): PageFacts {
  const $ = cheerio.load(html);
  const meta = (selector: string) => $(selector).first().attr("content")?.trim() || null;
  const title = meta('meta[property="og:title"]') ?? ($("title").first().text().trim() || null);
  const description = meta('meta[name="description"]') ?? meta('meta[property="og:description"]');
  const css = $("style")
    .map((_, el) => $(el).text())
    .get()
    .join("\n");
  const inlineStyles = $("[style]")
    .map((_, el) => $(el).attr("style") ?? "")
    .get();
  const { colors, source } = readColors(css, inlineStyles, meta('meta[name="theme-color"]'));
  const absolute = (href: string | undefined) => {
    if (!href) return null;
    try {
      return new URL(href, pageUrl).toString();
    } catch {
      return null;
    }
  };
  const logoUrl =
    absolute($('img[class*="logo" i], img[alt*="logo" i], header img').first().attr("src")) ??
    absolute($('link[rel~="icon"]').first().attr("href"));
  const typography = readFonts($, css);
  const socialLinks = new Set<string>();
  $("a[href]").each((_, el) => {
    const href = absolute($(el).attr("href"));
    if (!href) return;
    const host = new URL(href).hostname.replace(/^www\./, "");
    if (SOCIAL_HOSTS.includes(host)) socialLinks.add(href);
  });
  $("script, style, noscript, template").remove();
  const text = $("body").text().replace(/\s+/g, " ").trim();
  const looksLikeLogin = $('input[type="password"]').length > 0 && text.length < 2_000;
  return {
    title,
    description,
    colors,
    colorSource: source,
    typography,
    logoUrl,
    socialLinks: [...socialLinks],
    textLength: text.length,
    text: text.slice(0, TEXT_KEPT),
    looksLikeLogin,
  };
}
