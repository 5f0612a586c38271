import fs from "node:fs/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp, type FakeSmtpServer } from "@/tests/helpers/fake-smtp";
import { sendMail } from "./mailer";

describe("mailer", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(() => {
    delete process.env.SMTP_URL;
  });

  it("delivers over SMTP when SMTP_URL is set", async () => {
    process.env.SMTP_URL = smtp.url;
    const sent = await sendMail({
      to: "ada@example.test",
      subject: "Hello Ada",
      text: "Line one\nhttps://example.test/x?y=1",
    });
    expect(sent.transport).toBe("smtp");
    const got = smtp.messages.find((m) => m.to.includes("ada@example.test"));
    expect(got).toBeDefined();
    expect(got!.decoded).toContain("Subject: Hello Ada");
    expect(got!.decoded).toContain("https://example.test/x?y=1");
  });

  it("retries a temporary SMTP failure and then delivers", async () => {
    process.env.SMTP_URL = smtp.url;
    smtp.failNext(1);
    const sent = await sendMail({ to: "retry@example.test", subject: "Retry", text: "once more" });
    expect(sent.transport).toBe("smtp");
    expect(smtp.messages.filter((m) => m.to.includes("retry@example.test"))).toHaveLength(1);
  });

  it("fails loudly when the SMTP server keeps refusing", async () => {
    process.env.SMTP_URL = smtp.url;
    smtp.failNext(10);
    await expect(sendMail({ to: "never@example.test", subject: "No", text: "no" })).rejects.toThrow();
    smtp.failNext(0);
  });

  it("writes the message as .json and .eml under DATA_DIR/mail without SMTP_URL", async () => {
    const sent = await sendMail({
      to: "file@example.test",
      subject: "Filed",
      text: "kept on disk",
      html: "<p>kept on disk</p>",
    });
    if (sent.transport !== "file") throw new Error("expected the file transport");
    const record = JSON.parse(await fs.readFile(sent.file, "utf8"));
    expect(record).toMatchObject({
      to: "file@example.test",
      subject: "Filed",
      text: "kept on disk",
      html: "<p>kept on disk</p>",
    });
    const eml = await fs.readFile(sent.file.replace(/\.json$/, ".eml"), "utf8");
    expect(eml).toContain("To: file@example.test");
    expect(eml).toContain("Subject: Filed");
  });
});
