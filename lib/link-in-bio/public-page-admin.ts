import { adminDb } from "@/lib/db";
import type { Theme } from "./rules";

/**
 * The one way public routes reach a page: by its slug, which is unique across companies, with no
 * signed-in company to scope by. It reads only what the public page shows, and the company and
 * page ids its events are recorded under.
 */
export interface PublicPageRecord {
  companyId: string;
  pageId: string;
  slug: string;
  title: string;
  theme: Theme;
  bio: string;
  avatarAssetId: string | null;
  avatarUrl: string | null;
  backgroundColor: string | null;
  textColor: string | null;
  buttonColor: string | null;
  buttonTextColor: string | null;
  links: { id: string; title: string; url: string; enabled: boolean; startsAt: Date | null; endsAt: Date | null }[];
}

export async function loadPublicPage(slug: string): Promise<PublicPageRecord | null> {
  const page = await adminDb().linkInBioPage.findUnique({
    where: { slug },
    select: {
      id: true,
      companyId: true,
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
      links: {
        orderBy: { position: "asc" },
        select: { id: true, title: true, url: true, enabled: true, startsAt: true, endsAt: true },
      },
    },
  });
  if (!page) return null;
  const { id, theme, ...rest } = page;
  return { ...rest, pageId: id, theme: theme as Theme };
}
