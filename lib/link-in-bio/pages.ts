import { conflict, notFound } from "@/lib/api/errors";
import { afterCommit, assertOwned, Prisma, type TenantCtx } from "@/lib/db";
import { env } from "@/lib/env";
import type { PageCreate, PageDTO, PageUpdate } from "./contracts";
import { linkDTO, LINK_FIELDS } from "./links";
import { invalidatePublicPage } from "./page-cache";
import { publicPagePath, slugProblem, type Theme } from "./rules";
import { slugOwner } from "./slug-registry-admin";

const PAGE_FIELDS = {
  id: true,
  slug: true,
  title: true,
  theme: true,
  bio: true,
  avatarAssetId: true,
  avatarUrl: true,
  backgroundColor: true,
  textColor: true,
  buttonColor: true,
  buttonTextColor: true,
  createdAt: true,
  updatedAt: true,
} as const;

type PageRow = {
  id: string;
  slug: string;
  title: string;
  theme: string;
  bio: string;
  avatarAssetId: string | null;
  avatarUrl: string | null;
  backgroundColor: string | null;
  textColor: string | null;
  buttonColor: string | null;
  buttonTextColor: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function pageDTO(row: PageRow): PageDTO {
  return {
    ...row,
    theme: row.theme as Theme,
    publicUrl: `${env.appUrl}${publicPagePath(row.slug)}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const pageNotFound = () => notFound("Link-in-bio page");
const slugTaken = (slug: string) => conflict("SLUG_TAKEN", `The slug "${slug}" is already in use`, { slug });

/** The caller's page with that slug, or 404 (another company's page is as unknown as a missing one). */
export async function findPage(ctx: TenantCtx, slug: string): Promise<PageRow> {
  const page = await ctx.db.linkInBioPage.findFirst({ where: { slug }, select: PAGE_FIELDS });
  if (!page) throw pageNotFound();
  return page;
}

export async function listPages(ctx: TenantCtx, query: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    ctx.db.linkInBioPage.findMany({
      select: PAGE_FIELDS,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit,
      skip: query.offset,
    }),
    ctx.db.linkInBioPage.count(),
  ]);
  return { items: rows.map(pageDTO), total, limit: query.limit, offset: query.offset };
}

export async function getPageWithLinks(ctx: TenantCtx, slug: string) {
  const page = await ctx.db.linkInBioPage.findFirst({
    where: { slug },
    select: { ...PAGE_FIELDS, links: { select: LINK_FIELDS, orderBy: { position: "asc" } } },
  });
  if (!page) throw pageNotFound();
  const { links, ...row } = page;
  return { ...pageDTO(row), links: links.map((l) => linkDTO(l)) };
}

const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";

export async function createPage(ctx: TenantCtx, body: PageCreate): Promise<PageDTO> {
  await assertOwned(ctx.db, "mediaAsset", body.avatarAssetId, "Avatar asset");
  try {
    const row = await ctx.db.linkInBioPage.create({ data: { ...body, companyId: ctx.companyId }, select: PAGE_FIELDS });
    await afterCommit(ctx.db, () => invalidatePublicPage(row.slug));
    return pageDTO(row);
  } catch (err) {
    throw isUniqueViolation(err) ? slugTaken(body.slug) : err;
  }
}

export async function updatePage(ctx: TenantCtx, slug: string, body: PageUpdate): Promise<PageDTO> {
  const page = await findPage(ctx, slug);
  await assertOwned(ctx.db, "mediaAsset", body.avatarAssetId, "Avatar asset");
  try {
    const row = await ctx.db.linkInBioPage.update({ where: { id: page.id }, data: body, select: PAGE_FIELDS });
    await afterCommit(ctx.db, () => invalidatePublicPage(page.slug, row.slug));
    return pageDTO(row);
  } catch (err) {
    throw isUniqueViolation(err) ? slugTaken(body.slug ?? slug) : err;
  }
}

export async function deletePage(ctx: TenantCtx, slug: string): Promise<void> {
  const page = await findPage(ctx, slug);
  // Events have no foreign key to cascade along (see the schema): deleted with the page.
  await ctx.db.$transaction(async (tx) => {
    await tx.linkInBioEvent.deleteMany({ where: { pageId: page.id } });
    await tx.linkInBioPage.delete({ where: { id: page.id } });
  });
  await afterCommit(ctx.db, () => invalidatePublicPage(page.slug));
}

/** `pageSlug` is one of the caller's pages (whose own slug counts as free), or "new". */
export async function checkSlug(ctx: TenantCtx, pageSlug: string, slug: string) {
  const problem = slugProblem(slug);
  const own = pageSlug === "new" ? null : await findPage(ctx, pageSlug);
  if (problem) return { slug, available: false, reason: problem };
  const owner = await slugOwner(slug);
  const available = owner === null || owner === own?.id;
  return available ? { slug, available } : { slug, available, reason: "is already in use" };
}
