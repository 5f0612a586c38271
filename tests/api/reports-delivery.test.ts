import { InngestTestEngine } from "@inngest/test";
import ExcelJS from "exceljs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { generateReport } from "@/inngest/functions/reports/generate-report";
import { api } from "../helpers/app";
import { startFakeSmtp, type FakeSmtpServer } from "../helpers/fake-smtp";
import { signUp } from "../helpers/users";

describe("report delivery by e-mail", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(() => {
    delete process.env.SMTP_URL;
  });

  it("every recipient gets the report_ready e-mail with the file attached", async () => {
    process.env.SMTP_URL = smtp.url;
    const owner = await signUp({ companyName: "Delivery Roasters" });
    const recipients = [`client-${owner.companyId}@example.com`, `boss-${owner.companyId}@example.com`];
    const report = (
      await api.post("/api/reports", {
        token: owner.token,
        body: { name: "Client digest", reportType: "overview", format: "xlsx", recipients },
      })
    ).body;
    const { jobId } = (await api.post(`/api/reports/${report.id}/generate`, { token: owner.token })).body;
    const event = { name: "reports/job.requested", data: { companyId: owner.companyId, jobId } } as never;
    expect((await new InngestTestEngine({ function: generateReport, events: [event] }).execute()).result).toBe(
      "completed",
    );

    for (const to of recipients) {
      const mail = smtp.messages.find((m) => m.to.includes(to));
      expect(mail, to).toBeDefined();
      expect(mail!.decoded).toMatch(/Subject: .*Your_report_"Client_digest"_is_ready/);
      expect(mail!.decoded).toContain('The report "Client digest" for Delivery Roasters is ready.');
      expect(mail!.decoded).toContain(`/api/reports/jobs/${jobId}/download`);
      // The attachment is the workbook itself: read it back.
      const part =
        /Content-Disposition: attachment;\s*filename=(delivery-roasters-overview-[\d-]+-to-[\d-]+\.xlsx)\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
          mail!.decoded,
        );
      expect(part, "xlsx attachment").not.toBeNull();
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(part![2].replace(/\s/g, ""), "base64") as unknown as ArrayBuffer);
      expect(book.worksheets.map((w) => w.name)).toEqual([
        "Summary",
        "Key figures",
        "Daily figures",
        "By network",
        "Top posts",
      ]);
    }
  });
});
