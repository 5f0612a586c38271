import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

// Issue 15's reports, on the demo company `prisma/seed.ts` writes into the running app's embedded
// database: build a report (two metrics, one account) while the preview shows its numbers, find it
// in the list, generate it and follow the job to a PDF download, edit it to XLSX and generate again,
// export it directly, delete it. Screenshots at desktop and phone width.

const SHOTS = "e2e/screenshots";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 1000 };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `reports-${name}.png`), fullPage: true });

test.beforeAll(() => {
  execFileSync("npx", ["tsx", "prisma/seed.ts"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
    stdio: "pipe",
  });
});

/** Generate now, follow the job to Done, download the file and answer its bytes. */
async function generateAndDownload(page: Page, name: string, fileName: string, shotName?: string): Promise<Buffer> {
  await page.getByRole("button", { name: `Generate ${name} now` }).click();
  const job = page.getByTestId("report-job").first();
  await expect(job).toBeVisible();
  await expect(job.getByRole("status")).toHaveText(/Queued|Running|Done/);
  await expect(job).toHaveAttribute("data-stage", "done", { timeout: 60_000 });
  if (shotName) await shot(page, shotName);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    job.getByRole("link", { name: "Download" }).click(),
  ]);
  // Kept in the test's output folder, to be looked at (a PDF page renders to PNG with pdftoppm).
  await download.saveAs(test.info().outputPath(`reports-${fileName}`));
  return readFileSync((await download.path())!);
}

test("build a report with a preview, generate it to a PDF and an XLSX, export, edit and delete it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await page.goto("/reports");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Work e-mail").fill("demo@example.com");
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
  await page.getByRole("navigation").getByRole("link", { name: "Reports" }).first().click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const name = `Client report ${Date.now().toString(36)}`;

  // The builder: refuses a recipient that is not an e-mail address, previews the numbers it will carry.
  await page.getByRole("link", { name: "New report" }).click();
  await expect(page.getByRole("heading", { name: "New report" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Date range").selectOption("last_30_days");
  for (const metric of ["Followers", "Engagement", "Engagement rate"])
    await page.getByRole("checkbox", { name: metric, exact: true }).uncheck();
  await page.getByRole("checkbox", { name: "Likes", exact: true }).check();
  const accounts = page.getByRole("group", { name: "Accounts" }).getByRole("checkbox");
  await expect(accounts.first()).toBeVisible();
  await accounts.first().check();
  await page.getByLabel("Repeat").selectOption("weekly");
  await page.getByLabel("Day", { exact: true }).selectOption("1");
  await page.getByLabel("Time", { exact: true }).fill("08:30");
  await page.getByLabel("Recipients").fill("client@northwind.example, not-an-address");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByTestId("preview-kpi")).toHaveCount(4);
  await expect(preview.getByTestId("preview-kpi").first()).toContainText("Impressions");
  await expect(preview.getByText("Top posts")).toBeVisible();
  await page.getByRole("button", { name: "Create report" }).click();
  await expect(page.getByText('"not-an-address" is not an e-mail address')).toBeVisible();
  await page.mouse.move(0, 0);
  await shot(page, "02-builder-desktop");
  await page.getByLabel("Recipients").fill("client@northwind.example, boss@northwind.example");
  await page.getByRole("button", { name: "Create report" }).click();

  // The list.
  await expect(page).toHaveURL(/\/reports$/);
  const row = page.getByTestId("report-row").filter({ hasText: name });
  await expect(row).toContainText("Overview");
  await expect(row).toContainText("Weekly on Monday at 08:30");
  await expect(row).toContainText("PDF");
  await expect(row.getByRole("cell").nth(4)).toHaveText("2");
  await expect(row).toContainText("Never");
  await shot(page, "01-list-desktop");

  // Generate now: queued or running, then done, and the file is a PDF.
  const pdf = await generateAndDownload(page, name, "generated.pdf", "03-job-desktop");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await expect(row).not.toContainText("Never");

  // The direct export downloads the file at once.
  const [exported] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: `Export ${name}` }).click(),
  ]);
  expect(
    readFileSync((await exported.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // Edit: XLSX now; the next generation is a workbook (a zip: PK).
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByRole("checkbox", { name: "Likes", exact: true })).toBeChecked();
  await page.getByText("Excel (XLSX)").click();
  await page.getByRole("button", { name: "Save report" }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(row).toContainText("XLSX");
  const xlsx = await generateAndDownload(page, name, "generated.xlsx");
  expect(xlsx.subarray(0, 2).toString()).toBe("PK");

  // Phone width: cards instead of the table, the builder in one column.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId("report-card").filter({ hasText: name })).toBeVisible();
  await shot(page, "04-list-phone");
  await page.getByTestId("report-card").filter({ hasText: name }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("region", { name: "Preview" }).getByTestId("preview-kpi").first()).toBeVisible();
  await shot(page, "05-builder-phone");
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.setViewportSize(DESKTOP);

  // Delete: it leaves the list.
  await row.getByRole("button", { name: `More actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete report" }).click();
  await expect(page.getByText("Report deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("a viewer sees the reports and exports them, but cannot make, change, generate or delete one", async ({
  page,
  request,
}) => {
  const tokenFor = async (email: string) =>
    (await (await request.post("/api/auth/dev-login", { data: { email } })).json()).token as string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const owner = await tokenFor("demo@example.com");
  const name = `Viewer report ${Date.now().toString(36)}`;
  const report = await request.post("/api/reports", { headers: bearer(owner), data: { name, reportType: "overview" } });
  expect(report.status()).toBe(201);
  const viewer = `viewer-${Date.now().toString(36)}@example.com`;
  expect(
    (
      await request.post("/api/team/invite", { headers: bearer(owner), data: { email: viewer, role: "viewer" } })
    ).status(),
  ).toBe(201);
  expect(
    (await request.post("/api/auth/onboarding", { headers: bearer(await tokenFor(viewer)), data: {} })).status(),
  ).toBe(201);

  await page.setViewportSize(DESKTOP);
  await page.goto("/reports");
  await page.getByLabel("Work e-mail").fill(viewer);
  await page.getByRole("button", { name: "Continue with e-mail" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"));
  await page.goto("/reports");
  const row = page.getByTestId("report-row").filter({ hasText: name });
  await expect(row.getByRole("link", { name: `Export ${name}` })).toBeVisible();
  await expect(row.getByRole("button", { name: `Generate ${name} now` })).toHaveCount(0);
  await expect(row.getByRole("button", { name: `More actions for ${name}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "New report" })).toHaveCount(0);
  await page.mouse.move(0, 0);
  await shot(page, "06-viewer-desktop");
  await page.goto("/reports/new");
  await expect(page).toHaveURL(/\/reports$/);
  await page.goto(`/reports/${(await report.json()).id}`);
  await expect(page).toHaveURL(/\/reports$/);
});
