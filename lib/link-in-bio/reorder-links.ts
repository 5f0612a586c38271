import { notFound } from "@/lib/api/errors";
import { Prisma, tenantExecute } from "@/lib/db";
import type { TenantCtx } from "@/lib/db";
import { listLinks, withLockedPage } from "./links";

/**
 * The new order: slot by slot, the named link asked for that slot (or an earlier one) goes there,
 * otherwise the next link not named, in its current order. A full list is simply sorted.
 */
export function reorderedIds(current: string[], items: { id: string; position: number }[]): string[] {
  const named = items
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.position - b.position || a.index - b.index);
  const namedIds = new Set(items.map((i) => i.id));
  const rest = current.filter((id) => !namedIds.has(id));
  const order: string[] = [];
  for (let slot = 0, n = 0, r = 0; slot < current.length; slot++) {
    const takeNamed = n < named.length && (named[n].position <= slot || r >= rest.length);
    order.push(takeNamed ? named[n++].id : rest[r++]);
  }
  return order;
}

/**
 * Puts the named links at the positions asked for; the others keep their order around them, and
 * positions come out 0..n-1. Computed and written (one statement) under the page's row lock, so
 * concurrent reorders, creates and deletes of one page queue instead of interleaving.
 */
export async function reorderLinks(ctx: TenantCtx, slug: string, items: { id: string; position: number }[]) {
  await withLockedPage(ctx, slug, async (tx, pageId) => {
    const links = await tx.linkInBioLink.findMany({
      where: { pageId },
      select: { id: true },
      orderBy: { position: "asc" },
    });
    const current = links.map((l) => l.id);
    const known = new Set(current);
    if (!items.every((i) => known.has(i.id))) throw notFound("Link");
    const ids = reorderedIds(current, items);
    const positions = ids.map((_, i) => i);
    await tenantExecute(
      { db: tx },
      (companyId) => Prisma.sql`
        UPDATE "LinkInBioLink" AS l SET "position" = o.position, "updatedAt" = now()
        FROM unnest(${ids}::uuid[], ${positions}::int[]) AS o(id, position)
        WHERE l."id" = o.id AND l."companyId" = ${companyId}::uuid AND l."pageId" = ${pageId}::uuid`,
    );
  });
  return listLinks(ctx, slug);
}
