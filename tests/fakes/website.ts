import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local website for website analysis and blog-to-posts: `pages` maps a path to its answer
 * (HTML by default). Counts connections, so a test can prove the outbound guard let none through.
 */
export interface FakePage {
  status?: number;
  body: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface FakeWebsite {
  url: string;
  /** `127.0.0.1:<port>`, for OUTBOUND_ALLOW_HOSTS. */
  host: string;
  port: number;
  pages: Map<string, FakePage>;
  connections: number;
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeWebsite(pages: Record<string, FakePage | string> = {}, port = 0): Promise<FakeWebsite> {
  const site = {
    pages: new Map(Object.entries(pages).map(([p, v]) => [p, typeof v === "string" ? { body: v } : v])),
    connections: 0,
    requests: [] as string[],
  };
  const server = http.createServer((req, res) => {
    site.requests.push(req.url ?? "/");
    const page = site.pages.get(req.url ?? "/");
    const answer = () => {
      if (!page) return res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      res.writeHead(page.status ?? 200, { "content-type": "text/html; charset=utf-8", ...page.headers }).end(page.body);
    };
    if (page?.delayMs) setTimeout(answer, page.delayMs);
    else answer();
  });
  server.on("connection", () => site.connections++);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return Object.assign(site, {
    url: `http://127.0.0.1:${listening}`,
    host: `127.0.0.1:${listening}`,
    port: listening,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const filler = "We make running shoes for people who run every day, tested on real roads and trails. ".repeat(6);

/** A brand's home page: title, description, theme-color, custom properties in oklch, fonts, logo and social links. */
export const BRAND_PAGE = `<!doctype html><html><head>
<title>Stride Shoes</title>
<meta name="description" content="Running shoes built for everyday runners.">
<meta name="theme-color" content="#ff5500">
<link href="https://fonts.googleapis.com/css2?family=Poppins:wght@700&family=Inter&display=swap" rel="stylesheet">
<style>
:root { --color-secondary: oklch(0.45 0.2 260); --accent: #22aa66; }
body { background-color: #ffffff; color: #1a1a1a; font-family: "Inter", sans-serif; }
h1, h2 { font-family: 'Poppins', serif; color: #ff5500; }
</style></head><body>
<header><img class="logo" src="/logo.png" alt="Stride logo"></header>
<h1>Stride</h1><p>${filler}</p>
<footer><a href="https://instagram.com/stride">Instagram</a><a href="https://www.linkedin.com/company/stride">LinkedIn</a></footer>
</body></html>`;

export const LOGIN_PAGE = `<html><head><title>Sign in</title></head><body><form><input name="user"><input type="password" name="pw"><button>Sign in</button></form></body></html>`;

export const BLOG_PAGE = `<html><head><title>Why cadence matters</title><meta name="description" content="Cadence, explained."></head>
<body><article><h1>Why cadence matters</h1><p>${filler}</p></article></body></html>`;
