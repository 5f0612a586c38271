import { randomBytes } from "node:crypto";
import { adminDb } from "@/lib/db";

/**
 * Today's random salt for visitor hashes, shared by every instance through the database and
 * created by whichever asks first. Salts of days before yesterday are deleted then: once a salt is
 * gone, no hash made with it can be matched to an address again.
 */
export async function saltOfDay(day: string): Promise<string> {
  const db = adminDb();
  await db.visitorSalt.createMany({ data: [{ day, salt: randomBytes(32).toString("base64") }], skipDuplicates: true });
  const row = await db.visitorSalt.findUniqueOrThrow({ where: { day } });
  const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await db.visitorSalt.deleteMany({ where: { day: { lt: yesterday } } });
  return row.salt;
}
