import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { listOf, pageQuery, timestamp, uuid } from "@/lib/api/schemas";
import { THEMES } from "../rules";
import { color, linkUrl, slugInput, slugParams, TAG, themeInput, WRITE } from "./shared";
import { LinkDTO } from "./links";

export const PageDTO = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  theme: z.enum(THEMES),
  bio: z.string(),
  avatarAssetId: uuid.nullable().describe("A media asset of the company shown as the avatar"),
  avatarUrl: z.string().nullable().describe("An outside https image used when no asset is chosen"),
  backgroundColor: z.string().nullable(),
  textColor: z.string().nullable(),
  buttonColor: z.string().nullable(),
  buttonTextColor: z.string().nullable(),
  publicUrl: z.string().describe("Where visitors see the page"),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PageDTO = z.input<typeof PageDTO>;

export const PageWithLinksDTO = PageDTO.extend({ links: z.array(LinkDTO) });

const title = z.string().trim().min(1, "must not be empty").max(120);
const bio = z.string().trim().max(500);
const avatarUrl = linkUrl
  .refine((u) => u.startsWith("https://"), "must be an https URL")
  .nullable()
  .optional();

export const PageCreate = z.object({
  slug: slugInput,
  title,
  theme: themeInput.default("default"),
  bio: bio.default(""),
  avatarAssetId: uuid.nullable().optional(),
  avatarUrl,
  backgroundColor: color,
  textColor: color,
  buttonColor: color,
  buttonTextColor: color,
});
export const PageUpdate = z.object({
  slug: slugInput.optional().describe("A new slug (same rules); the old address stops working"),
  title: title.optional(),
  theme: themeInput.optional(),
  bio: bio.optional(),
  avatarAssetId: uuid.nullable().optional(),
  avatarUrl,
  backgroundColor: color,
  textColor: color,
  buttonColor: color,
  buttonTextColor: color,
});
export type PageCreate = z.output<typeof PageCreate>;
export type PageUpdate = z.output<typeof PageUpdate>;

export const listLinkInBioPages = contract({
  method: "GET",
  path: "/api/link-in-bio",
  tag: TAG,
  summary: "The company's link-in-bio pages, newest first",
  query: pageQuery,
  response: listOf(PageDTO),
});

export const createLinkInBioPage = contract({
  ...WRITE,
  method: "POST",
  path: "/api/link-in-bio",
  summary: "Create a link-in-bio page",
  description:
    "A slug another company (or this one) already uses: 409. The avatar is a media asset of the company (avatarAssetId) or an https URL.",
  status: 201,
  audit: "link_in_bio.page.create",
  body: PageCreate,
  response: PageDTO,
  errors: [403, 404, 409],
});

export const getLinkInBioPage = contract({
  method: "GET",
  path: "/api/link-in-bio/:slug",
  tag: TAG,
  summary: "One page with its links in order",
  params: slugParams,
  response: PageWithLinksDTO,
  errors: [404],
});

export const updateLinkInBioPage = contract({
  ...WRITE,
  method: "PUT",
  path: "/api/link-in-bio/:slug",
  summary: "Change some fields of a page (title, theme, bio, avatar, colours, slug)",
  description:
    "Fields left out stay as they are; null clears the avatar or a colour. The public page shows the change at once.",
  audit: "link_in_bio.page.update",
  params: slugParams,
  body: PageUpdate,
  response: PageDTO,
  errors: [403, 404, 409],
});

export const deleteLinkInBioPage = contract({
  ...WRITE,
  method: "DELETE",
  path: "/api/link-in-bio/:slug",
  summary: "Delete a page, its links and its analytics",
  status: 204,
  audit: "link_in_bio.page.delete",
  params: slugParams,
  errors: [403, 404],
});

export const SlugAvailability = z.object({ slug: z.string(), available: z.boolean(), reason: z.string().optional() });

export const checkLinkInBioSlug = contract({
  method: "POST",
  path: "/api/link-in-bio/:slug/check-slug",
  tag: TAG,
  summary: "Whether a slug could be used (for renaming this page, or for a new one)",
  description:
    "Answers {slug, available} and, when it is not, a reason. The page's own slug counts as available. A slug that breaks the rules is answered, not refused, so a form can show why. The :slug of the path must be one of the company's pages, or `new` when checking for a page not made yet.",
  permission: "content:create",
  audit: false,
  params: slugParams,
  body: z.object({ slug: z.string().trim().toLowerCase().min(1).max(200) }),
  response: SlugAvailability,
  errors: [404],
});
