import { execFileSync } from "node:child_process";
import { copyFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { extractText } from "unpdf";

// Issue 23: a PDF report shows any text. A workspace named in three scripts with an emoji exports
// its report from the running app; the cover, rendered to an image by poppler's pdftoppm, lands in
// e2e/screenshots to be looked at, and the file carries the name as typed in the fonts that draw it.

const COMPANY = "Café Müller ☕ 東京 🚀 Привет";

test("a report of a company named in Latin, CJK, Cyrillic and emoji renders every character", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/signin");
  await page.getByLabel("Work e-mail").fill(`scripts-${Date.now().toString(36)}@example.test`);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.getByLabel("Company name").fill(COMPANY);
  await page.getByLabel("First name").fill("Aiko");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: /Welcome to Reach/ })).toBeVisible();

  const res = await page.request.get("/api/reports/export?type=overview&format=pdf");
  expect(res.status()).toBe(200);
  const pdf = await res.body();
  const file = test.info().outputPath("reports-scripts.pdf");
  writeFileSync(file, pdf);

  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  expect(text).toContain(COMPANY);
  const fonts = execFileSync("pdffonts", [file]).toString();
  for (const font of ["NotoSans-Bold", "NotoSansHans-Bold", "NotoEmoji-Bold"]) expect(fonts).toContain(font);

  const cover = test.info().outputPath("cover");
  execFileSync("pdftoppm", ["-r", "100", "-png", "-f", "1", "-l", "1", "-singlefile", file, cover]);
  copyFileSync(`${cover}.png`, path.join("e2e/screenshots", "reports-pdf-scripts-cover.png"));
});
