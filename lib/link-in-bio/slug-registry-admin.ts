import { adminDb } from "@/lib/db";

/** Slugs are one namespace for all companies: whose page holds one can only be asked unscoped. Answers the page id, never the company. */
export async function slugOwner(slug: string): Promise<string | null> {
  const page = await adminDb().linkInBioPage.findUnique({ where: { slug }, select: { id: true } });
  return page?.id ?? null;
}
