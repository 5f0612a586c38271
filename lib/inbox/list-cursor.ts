import { badRequest } from "@/lib/api/errors";

/**
 * The list's keyset cursor: the (platformCreatedAt, id) of the last item of a page, opaque to
 * clients. The next page starts strictly after it in the list's order, so items that arrive
 * meanwhile (newer, or older ones from a backfill) never shift or repeat what follows.
 */
export interface ListPosition {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(p: ListPosition): string {
  return Buffer.from(`${p.at.getTime()}.${p.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): ListPosition {
  const [ms, id] = Buffer.from(cursor, "base64url").toString().split(".");
  const at = new Date(Number(ms));
  if (!/^\d{1,15}$/.test(ms ?? "") || Number.isNaN(at.getTime()) || !UUID.test(id ?? "")) {
    throw badRequest({ cursor: "is not a cursor this list gave" });
  }
  return { at, id };
}
