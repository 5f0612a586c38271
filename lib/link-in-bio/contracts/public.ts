import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { uuid } from "@/lib/api/schemas";
import { THEMES } from "../rules";
import { slugParams, TAG } from "./shared";

export const PublicPageDTO = z.object({
  slug: z.string(),
  title: z.string(),
  theme: z.enum(THEMES),
  bio: z.string(),
  avatarUrl: z.string().nullable().describe("Absolute URL of the avatar image, if any"),
  colors: z.object({
    background: z.string().nullable(),
    text: z.string().nullable(),
    button: z.string().nullable(),
    buttonText: z.string().nullable(),
  }),
  url: z.string().describe("Canonical address of the page"),
  links: z.array(
    z.object({
      id: uuid,
      title: z.string(),
      url: z.string().describe("Where the link leads"),
      clickUrl: z.string().describe("The address to open (GET) or POST to: records the click and redirects to url"),
    }),
  ),
});
export type PublicPageDTO = z.infer<typeof PublicPageDTO>;

const PUBLIC = { tag: TAG, access: "public", audit: false } as const;
const clickParams = slugParams.extend({ linkId: uuid });
const CLICK_DESCRIPTION =
  "Answers 302 to the link's stored URL (never one taken from the request) once the click is written to the durable journal; time, referrer, country (x-vercel-ip-country), device, browser, OS, a daily-rotating visitor hash (no address stored) and a bot flag are recorded. Unknown page, or a link that is not on it or not live: 404.";

export const getPublicLinkInBioPage = contract({
  ...PUBLIC,
  method: "GET",
  path: "/api/public/link-in-bio/:slug",
  summary: "A public page and its live links as JSON (counts a view)",
  params: slugParams,
  response: PublicPageDTO,
  errors: [404],
});

export const viewLinkInBioPage = contract({
  ...PUBLIC,
  method: "GET",
  path: "/l/:slug",
  summary: "The public page: HTML with SEO and Open Graph tags, or JSON with Accept: application/json (counts a view)",
  description: "HTML unless the Accept header prefers application/json. Unknown slug: a 404 page (or 404 JSON).",
  produces: "text/html",
  params: slugParams,
  response: PublicPageDTO,
  errors: [404],
});

export const clickLinkInBioLink = contract({
  ...PUBLIC,
  method: "POST",
  path: "/l/:slug/click/:linkId",
  summary: "Record a click and redirect to the link",
  description: CLICK_DESCRIPTION,
  status: 302,
  params: clickParams,
  errors: [404],
});

export const followLinkInBioLink = contract({
  ...PUBLIC,
  method: "GET",
  path: "/l/:slug/click/:linkId",
  summary: "Record a click and redirect to the link (the GET form the page's plain links use)",
  description: CLICK_DESCRIPTION,
  status: 302,
  params: clickParams,
  errors: [404],
});

export const clickPublicLinkInBioLink = contract({
  ...PUBLIC,
  method: "POST",
  path: "/api/public/link-in-bio/:slug/click/:linkId",
  summary: "Record a click and redirect to the link (alias of POST /l/:slug/click/:linkId)",
  description: CLICK_DESCRIPTION,
  status: 302,
  params: clickParams,
  errors: [404],
});

export const followPublicLinkInBioLink = contract({
  ...PUBLIC,
  method: "GET",
  path: "/api/public/link-in-bio/:slug/click/:linkId",
  summary: "Record a click and redirect to the link (alias of GET /l/:slug/click/:linkId)",
  description: CLICK_DESCRIPTION,
  status: 302,
  params: clickParams,
  errors: [404],
});

export const linkInBioAvatar = contract({
  ...PUBLIC,
  method: "GET",
  path: "/l/:slug/avatar",
  summary:
    "The page's avatar image (redirects to a short-lived signed address of the media asset, or to its https URL)",
  status: 302,
  params: slugParams,
  errors: [404],
});
