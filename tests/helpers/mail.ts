import fs from "node:fs";
import path from "node:path";

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
}

/** Messages the mailer stored (no SMTP configured in tests) for this address, oldest first by file name. */
export function mailsTo(email: string): StoredMail[] {
  const dir = path.join(process.env.DATA_DIR!, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as StoredMail)
    .filter((m) => m.to === email);
}
