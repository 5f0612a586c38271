import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportData } from "../report-data";
import { renderPdf } from "./pdf";

/** Post texts in several scripts; each must come out of the PDF as it went in, with ink where it stands. */
const SCRIPTS = {
  latin: "Café crème à São Paulo, naïve Zürich, Łódź",
  cyrillic: "Привет, мир",
  greek: "Καλημέρα κόσμε",
  chinese: "东京 新产品发布",
  japanese: "東京 ひらがな カタカナ",
  korean: "안녕하세요 서울",
  emoji: "☕ 🚀 👍",
  arabic: "مرحبا بالعالم",
  hebrew: "שלום עולם",
};

const data: ReportData = {
  title: "Rapport ☕ 東京 🚀",
  companyName: "Kaffeehaus Müller",
  brand: { primary: "#1e3a5f", accent: "#f59e0b" },
  timeZone: "Europe/Berlin",
  period: { startDate: "2026-03-01", endDate: "2026-03-10" },
  previousPeriod: { startDate: "2026-02-19", endDate: "2026-02-28" },
  platforms: ["LinkedIn"],
  accounts: ["Café ☕ (LinkedIn)"],
  campaign: null,
  generatedAt: new Date("2026-03-11T08:00:00Z"),
  kpis: [{ metric: "impressions", label: "Impressions", value: 1300, previous: 1000, change: 30 }],
  trends: [],
  platformBars: null,
  sections: [
    {
      key: "topPosts",
      title: "Top posts",
      columns: [
        { header: "Network", kind: "text" },
        { header: "Post", kind: "text" },
        { header: "Impressions", kind: "number" },
      ],
      rows: Object.values(SCRIPTS).map((text, i) => ["LinkedIn", text, 1000 - i]),
    },
  ],
};

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

let pdf: Buffer;
let items: TextItem[];
let dir: string;

beforeAll(async () => {
  pdf = await renderPdf(data);
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  items = ((await (await doc.getPage(2)).getTextContent()).items as TextItem[]).filter((i) => i.str.trim());
  dir = mkdtempSync(path.join(tmpdir(), "report-pdf-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PAGE_HEIGHT = 841.89;
/** Pixels per point of the rendered page. */
const SCALE = 3;

/** The page rendered by poppler's pdftoppm (apt: poppler-utils) as 8-bit grey. */
function pageImage(page: number): { width: number; height: number; pixel: (x: number, y: number) => number } {
  const file = path.join(dir, "report.pdf");
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", [
    "-r",
    String(72 * SCALE),
    "-gray",
    "-f",
    String(page),
    "-l",
    String(page),
    "-singlefile",
    file,
    path.join(dir, "page"),
  ]);
  const pgm = readFileSync(path.join(dir, "page.pgm"));
  const [, width, height] = pgm
    .toString("latin1", 0, 32)
    .match(/^P5\s+(\d+)\s+(\d+)\s+255\s/)!
    .map(Number);
  const start = pgm.length - width * height;
  return { width, height, pixel: (x, y) => pgm[start + Math.round(y) * width + Math.round(x)] };
}

describe("the PDF report's text", () => {
  it("extracts as it went in, in every script", async () => {
    const text = (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
    for (const [script, sample] of Object.entries(SCRIPTS)) {
      for (const word of sample.split(" ")) expect(text, script).toContain(word);
    }
    expect(text).toContain("Rapport ☕ 東京 🚀");
    expect(text).toContain("Kaffeehaus Müller");
  });

  it("embeds the fonts that draw each script and no standard font", async () => {
    const fonts = execFileSync("pdffonts", ["-"], { input: pdf }).toString();
    for (const font of [
      "NotoSans-Regular",
      "NotoSansHans-Regular",
      "NotoSansKR-Regular",
      "NotoNaskhArabic",
      "NotoSansHebrew",
      "NotoEmoji-Regular",
    ])
      expect(fonts).toContain(font);
    expect(fonts).not.toMatch(/Helvetica/);
  });

  it("leaves ink where each script's text stands on the rendered page", () => {
    const image = pageImage(2);
    for (const [script, sample] of Object.entries(SCRIPTS)) {
      const drawn = items.filter((i) => sample.includes(i.str.trim()) && i.str.trim().length > 1);
      expect(drawn.map((i) => i.str.trim()).join(" "), script).not.toBe("");
      for (const item of drawn) {
        const [, , , size, x, baseline] = item.transform;
        const box = {
          left: x * SCALE,
          top: (PAGE_HEIGHT - baseline - size * 0.7) * SCALE,
          width: item.width * SCALE,
          height: size * 0.7 * SCALE,
        };
        let dark = 0;
        for (let y = 0; y < box.height; y += 1)
          for (let dx = 0; dx < box.width; dx += 1) if (image.pixel(box.left + dx, box.top + y) < 160) dark += 1;
        // Missing glyphs draw nothing, or an empty box whose outline is a small share of the area.
        expect(dark / (box.width * box.height), `${script}: "${item.str}"`).toBeGreaterThan(0.12);
      }
    }
  });
});
