import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { dataDir, env } from "@/lib/env";
import { logger } from "@/lib/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a generated report). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export type SentMail =
  { transport: "smtp"; messageId: string } | { transport: "file"; messageId: string; file: string };

const SMTP_TIMEOUT_MS = 10_000;
const SMTP_ATTEMPTS = 3;
const RETRY_BASE_MS = 250;

/** Where mail goes without SMTP: one .eml (open it in any mail client) and one .json per message. */
export const mailDir = () => path.join(dataDir, "mail");

function fromAddress(): string {
  return process.env.MAIL_FROM || `Reach <no-reply@${new URL(env.appUrl).hostname}>`;
}

/**
 * SMTP answers 4xx for "try again later". Refused or timed-out connections are not retried: they
 * rarely heal within a request, and the caller is waiting.
 */
function isTransient(err: unknown): boolean {
  const e = err as { responseCode?: number; code?: string };
  if (typeof e.responseCode === "number") return e.responseCode >= 400 && e.responseCode < 500;
  return e.code === "ECONNRESET";
}

async function sendSmtp(url: string, message: MailMessage): Promise<SentMail> {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const info = await transport.sendMail({ from: fromAddress(), ...message });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "mail sent over SMTP");
        return { transport: "smtp", messageId: info.messageId };
      } catch (err) {
        if (attempt >= SMTP_ATTEMPTS || !isTransient(err)) throw err;
        await new Promise((r) => setTimeout(r, RETRY_BASE_MS * 2 ** (attempt - 1)));
      }
    }
  } finally {
    transport.close();
  }
}

async function writeToFile(message: MailMessage): Promise<SentMail> {
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true })
    .sendMail({ from: fromAddress(), ...message });
  const dir = mailDir();
  await fs.mkdir(dir, { recursive: true });
  const base = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`);
  await fs.writeFile(`${base}.eml`, built.message as Buffer);
  const record = { messageId: built.messageId, from: fromAddress(), createdAt: new Date().toISOString(), ...message };
  await fs.writeFile(`${base}.json`, JSON.stringify(record, null, 2));
  logger.info(
    { to: message.to, subject: message.subject, file: `${base}.eml`, text: message.text },
    "mail written to file (SMTP_URL not set)",
  );
  return { transport: "file", messageId: built.messageId, file: `${base}.json` };
}

/**
 * Sends over SMTP when SMTP_URL is set (smtp://user:pass@host:587, smtps://... for TLS);
 * otherwise writes the message under DATA_DIR/mail/ and to the log, so development needs no mail server.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const url = process.env.SMTP_URL;
  return url ? sendSmtp(url, message) : writeToFile(message);
}
