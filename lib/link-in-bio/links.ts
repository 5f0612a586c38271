import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { afterCommit, Prisma, tenantSql, type TenantCtx, type TenantDb } from "@/lib/db";
import type { LinkCreate, LinkDTO, LinkUpdate } from "./contracts";
import { invalidatePublicPage } from "./page-cache";
import { isLinkLive, MAX_LINKS_PER_PAGE } from "./rules";

export const LINK_FIELDS = {
  id: true,
  title: true,
  url: true,
  position: true,
  enabled: true,
  startsAt: true,
  endsAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

type LinkRow = {
  id: string;
  title: string;
  url: string;
  position: number;
  enabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export function linkDTO(row: LinkRow, now = Date.now()): LinkDTO {
  return {
    ...row,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    live: isLinkLive(row, now),
  };
}

const pageNotFound = () => notFound("Link-in-bio page");
const linkNotFound = () => notFound("Link");

/**
 * Runs `work` in a transaction holding the page's row lock: every change of positions takes it, so
 * two of them on one page (a reorder and a create, two reorders) run one after the other and
 * positions stay 0..n-1 without duplicates. Drops the public page's cache entry once committed.
 */
export async function withLockedPage<T>(
  ctx: TenantCtx,
  slug: string,
  work: (tx: TenantDb, pageId: string) => Promise<T>,
): Promise<T> {
  return ctx.db.$transaction(async (tx) => {
    const [page] = await tenantSql<{ id: string }>(
      { db: tx },
      (companyId) =>
        Prisma.sql`SELECT "id" FROM "LinkInBioPage" WHERE "companyId" = ${companyId}::uuid AND "slug" = ${slug} FOR UPDATE`,
    );
    if (!page) throw pageNotFound();
    const result = await work(tx, page.id);
    await tx.linkInBioPage.update({ where: { id: page.id }, data: { updatedAt: new Date() }, select: { id: true } });
    await afterCommit(tx, () => invalidatePublicPage(slug));
    return result;
  });
}

export async function listLinks(ctx: TenantCtx, slug: string) {
  const page = await ctx.db.linkInBioPage.findFirst({
    where: { slug },
    select: { links: { select: LINK_FIELDS, orderBy: { position: "asc" } } },
  });
  if (!page) throw pageNotFound();
  const items = page.links.map((l) => linkDTO(l));
  return { items, total: items.length, limit: MAX_LINKS_PER_PAGE, offset: 0 };
}

export async function createLink(ctx: TenantCtx, slug: string, body: LinkCreate): Promise<LinkDTO> {
  return withLockedPage(ctx, slug, async (tx, pageId) => {
    const count = await tx.linkInBioLink.count({ where: { pageId } });
    if (count >= MAX_LINKS_PER_PAGE)
      throw conflict("TOO_MANY_LINKS", `A page holds at most ${MAX_LINKS_PER_PAGE} links`);
    const position = Math.min(body.position ?? count, count);
    await tx.linkInBioLink.updateMany({
      where: { pageId, position: { gte: position } },
      data: { position: { increment: 1 } },
    });
    const row = await tx.linkInBioLink.create({
      data: {
        companyId: ctx.companyId,
        pageId,
        title: body.title,
        url: body.url,
        position,
        enabled: body.enabled,
        startsAt: body.startsAt ?? null,
        endsAt: body.endsAt ?? null,
      },
      select: LINK_FIELDS,
    });
    return linkDTO(row);
  });
}

export async function updateLink(ctx: TenantCtx, slug: string, id: string, body: LinkUpdate): Promise<LinkDTO> {
  return withLockedPage(ctx, slug, async (tx, pageId) => {
    const link = await tx.linkInBioLink.findFirst({
      where: { id, pageId },
      select: { position: true, startsAt: true, endsAt: true },
    });
    if (!link) throw linkNotFound();
    const startsAt = body.startsAt === undefined ? link.startsAt : body.startsAt;
    const endsAt = body.endsAt === undefined ? link.endsAt : body.endsAt;
    if (startsAt && endsAt && endsAt <= startsAt) throw badRequest({ endsAt: "must be after startsAt" });
    const { position: wanted, ...fields } = body;
    let position = link.position;
    if (wanted !== undefined && wanted !== link.position) {
      const count = await tx.linkInBioLink.count({ where: { pageId } });
      position = Math.min(wanted, count - 1);
      if (position < link.position) {
        await tx.linkInBioLink.updateMany({
          where: { pageId, position: { gte: position, lt: link.position } },
          data: { position: { increment: 1 } },
        });
      } else if (position > link.position) {
        await tx.linkInBioLink.updateMany({
          where: { pageId, position: { gt: link.position, lte: position } },
          data: { position: { decrement: 1 } },
        });
      }
    }
    const row = await tx.linkInBioLink.update({ where: { id }, data: { ...fields, position }, select: LINK_FIELDS });
    return linkDTO(row);
  });
}

export async function deleteLink(ctx: TenantCtx, slug: string, id: string): Promise<void> {
  await withLockedPage(ctx, slug, async (tx, pageId) => {
    const link = await tx.linkInBioLink.findFirst({ where: { id, pageId }, select: { position: true } });
    if (!link) throw linkNotFound();
    await tx.linkInBioLink.delete({ where: { id } });
    await tx.linkInBioLink.updateMany({
      where: { pageId, position: { gt: link.position } },
      data: { position: { decrement: 1 } },
    });
  });
}
