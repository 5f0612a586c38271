// The public page's HTML, written by hand: no framework on the hot path, and the editor's live
// preview renders the very same markup (this file is browser-safe).
import type { PublicPageDTO } from "./contracts/public";
import type { Theme } from "./rules";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

interface ThemeStyle {
  background: string;
  text: string;
  button: string;
  buttonText: string;
  buttonBorder: string;
  radius: string;
  shadow: string;
}

export const THEME_STYLES: Record<Theme, ThemeStyle> = {
  default: {
    background: "#f1f5f9",
    text: "#0f172a",
    button: "#ffffff",
    buttonText: "#0f172a",
    buttonBorder: "#e2e8f0",
    radius: "14px",
    shadow: "0 1px 2px rgba(15,23,42,.08)",
  },
  light: {
    background: "#ffffff",
    text: "#111827",
    button: "#f3f4f6",
    buttonText: "#111827",
    buttonBorder: "#f3f4f6",
    radius: "999px",
    shadow: "none",
  },
  dark: {
    background: "#0b0d12",
    text: "#f8fafc",
    button: "#1c212b",
    buttonText: "#f8fafc",
    buttonBorder: "#2a3140",
    radius: "14px",
    shadow: "none",
  },
  minimal: {
    background: "#ffffff",
    text: "#111111",
    button: "transparent",
    buttonText: "#111111",
    buttonBorder: "#111111",
    radius: "0",
    shadow: "none",
  },
  gradient: {
    background: "linear-gradient(160deg,#4f46e5 0%,#9333ea 50%,#ec4899 100%)",
    text: "#ffffff",
    button: "rgba(255,255,255,.16)",
    buttonText: "#ffffff",
    buttonBorder: "rgba(255,255,255,.35)",
    radius: "14px",
    shadow: "0 8px 24px rgba(0,0,0,.12)",
  },
};

function styleOf(page: PublicPageDTO): string {
  const t = THEME_STYLES[page.theme];
  const c = page.colors;
  return [
    `--bg:${c.background ?? t.background}`,
    `--fg:${c.text ?? t.text}`,
    `--btn:${c.button ?? t.button}`,
    `--btn-fg:${c.buttonText ?? t.buttonText}`,
    `--btn-border:${c.button ?? t.buttonBorder}`,
    `--radius:${t.radius}`,
    `--shadow:${t.shadow}`,
  ].join(";");
}

const CSS = `*{box-sizing:border-box}html,body{margin:0;min-height:100%}body{background:var(--bg);color:var(--fg);font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-font-smoothing:antialiased}
main{max-width:560px;margin:0 auto;padding:48px 20px 32px;display:flex;flex-direction:column;align-items:center;text-align:center}
.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;margin-bottom:16px;box-shadow:0 0 0 3px rgba(255,255,255,.6)}
.initial{width:96px;height:96px;border-radius:50%;margin-bottom:16px;display:flex;align-items:center;justify-content:center;font-size:40px;font-weight:700;background:var(--btn);color:var(--btn-fg);border:1px solid var(--btn-border)}
h1{font-size:22px;margin:0 0 6px;font-weight:700}.bio{margin:0 0 28px;opacity:.85;white-space:pre-line;max-width:440px}
ul{list-style:none;margin:0;padding:0;width:100%;display:flex;flex-direction:column;gap:14px}
a.link{display:block;padding:16px 20px;border-radius:var(--radius);background:var(--btn);color:var(--btn-fg);border:1.5px solid var(--btn-border);box-shadow:var(--shadow);text-decoration:none;font-weight:600;transition:transform .12s ease}
a.link:hover{transform:scale(1.02)}a.link:focus-visible{outline:3px solid var(--fg);outline-offset:2px}
.empty{opacity:.7}footer{margin-top:40px;font-size:12px;opacity:.6}`;

export interface RenderOptions {
  /** Where the avatar is fetched (the page's /avatar route); null: an initial instead. */
  avatarSrc: string | null;
  /** Absolute image for og:image. */
  ogImage: string | null;
}

/** The public page as a complete HTML document with SEO and Open Graph tags. */
export function renderPageHtml(page: PublicPageDTO, opts: RenderOptions): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.bio.trim() || `Links of ${page.title}`);
  const url = escapeHtml(page.url);
  const image = opts.ogImage ? escapeHtml(opts.ogImage) : null;
  const avatar = opts.avatarSrc
    ? `<img class="avatar" src="${escapeHtml(opts.avatarSrc)}" alt="" width="96" height="96">`
    : `<div class="initial" aria-hidden="true">${escapeHtml((page.title.trim()[0] ?? "?").toUpperCase())}</div>`;
  const links = page.links.length
    ? `<ul>${page.links.map((l) => `<li><a class="link" href="${escapeHtml(l.clickUrl)}" rel="noopener">${escapeHtml(l.title)}</a></li>`).join("")}</ul>`
    : `<p class="empty">No links yet.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${url}">
<meta property="og:type" content="profile"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${url}">${image ? `<meta property="og:image" content="${image}">` : ""}
<meta name="twitter:card" content="summary"><meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${description}">${image ? `<meta name="twitter:image" content="${image}">` : ""}
<style>${CSS}</style></head>
<body style="${escapeHtml(styleOf(page))}"><main>${avatar}<h1>${title}</h1>${page.bio.trim() ? `<p class="bio">${escapeHtml(page.bio)}</p>` : ""}${links}<footer>Made with Reach</footer></main></body></html>`;
}

export function renderNotFoundHtml(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Page not found</title><style>${CSS}</style></head><body style="--bg:#f1f5f9;--fg:#0f172a"><main><h1>This page does not exist</h1><p class="bio">The link may be mistyped, or the page was removed.</p></main></body></html>`;
}
