import { adminDb } from "@/lib/db";

/**
 * The one way the public blog reaches data: by the handle, unique across companies, with no signed-in
 * company to scope by. Every post query below is bound to the company the handle names, and shows a
 * post only while it is PUBLISHED and its hosted-blog delivery is published (a draft, a post taken
 * back, or one sent only elsewhere is not on the blog).
 */
export interface PublicBlog {
  companyId: string;
  handle: string;
  name: string;
  tagline: string | null;
  websiteUrl: string | null;
  colors: Record<string, unknown>;
  typography: Record<string, unknown>;
}

export interface PublicBlogPost {
  id: string;
  title: string;
  slug: string;
  markdownBody: string;
  excerpt: string;
  tags: string[];
  categories: string[];
  coverImageId: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
}

const asRecord = (json: unknown) =>
  json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {};

export async function loadPublicBlog(handle: string): Promise<PublicBlog | null> {
  const company = await adminDb().company.findUnique({
    where: { blogHandle: handle },
    select: {
      id: true,
      name: true,
      blogHandle: true,
      brandProfile: { select: { companyName: true, tagline: true, websiteUrl: true, colors: true, typography: true } },
    },
  });
  if (!company?.blogHandle) return null;
  const brand = company.brandProfile;
  return {
    companyId: company.id,
    handle: company.blogHandle,
    name: brand?.companyName || company.name,
    tagline: brand?.tagline ?? null,
    websiteUrl: brand?.websiteUrl ?? null,
    colors: asRecord(brand?.colors),
    typography: asRecord(brand?.typography),
  };
}

const onBlog = (companyId: string) => ({
  companyId,
  status: "PUBLISHED" as const,
  blogDeliveries: { some: { companyId, status: "published", destination: { kind: "hosted" } } },
});

const postFields = {
  id: true,
  title: true,
  slug: true,
  markdownBody: true,
  excerpt: true,
  tags: true,
  categories: true,
  coverImageId: true,
  publishedAt: true,
  updatedAt: true,
} as const;

export async function listPublicBlogPosts(companyId: string, limit = 50): Promise<PublicBlogPost[]> {
  return adminDb().blogPost.findMany({
    where: onBlog(companyId),
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: postFields,
  });
}

export async function loadPublicBlogPost(companyId: string, slug: string): Promise<PublicBlogPost | null> {
  return adminDb().blogPost.findFirst({ where: { ...onBlog(companyId), slug }, select: postFields });
}

/** Which of these handles other companies already hold: checked before taking one, since a unique
 * violation inside the caller's transaction would abort it. */
export async function takenBlogHandles(handles: string[]): Promise<Set<string>> {
  const rows = await adminDb().company.findMany({
    where: { blogHandle: { in: handles } },
    select: { blogHandle: true },
  });
  return new Set(rows.flatMap((r) => (r.blogHandle ? [r.blogHandle] : [])));
}
