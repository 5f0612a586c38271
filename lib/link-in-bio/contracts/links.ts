import { z } from "zod";
import { fieldsParsed } from "@/lib/api/cross-field";
import { contract } from "@/lib/api/contract";
import { dateTimeInput, listOf, timestamp, uuid } from "@/lib/api/schemas";
import { MAX_LINKS_PER_PAGE } from "../rules";
import { linkUrl, slugParams, TAG, WRITE } from "./shared";

export const LinkDTO = z.object({
  id: uuid,
  title: z.string(),
  url: z.string(),
  position: z.number().int().describe("0 for the first link; positions are 0..n-1 without gaps"),
  enabled: z.boolean(),
  startsAt: timestamp.nullable(),
  endsAt: timestamp.nullable(),
  live: z.boolean().describe("Shown on the public page right now (enabled and inside its schedule window)"),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type LinkDTO = z.input<typeof LinkDTO>;

const linkTitle = z.string().trim().min(1, "must not be empty").max(120);
const position = z.number().int().min(0).max(MAX_LINKS_PER_PAGE);
const windowEnd = dateTimeInput.nullable().optional();
const windowRule = {
  path: ["endsAt"],
  message: "must be after startsAt",
  when: fieldsParsed("startsAt", "endsAt"),
};
const windowOrdered = (b: { startsAt?: Date | null; endsAt?: Date | null }) =>
  !b.startsAt || !b.endsAt || b.endsAt > b.startsAt;

export const LinkCreate = z
  .object({
    title: linkTitle,
    url: linkUrl,
    position: position
      .optional()
      .describe("Where to insert it (0 = first); left out: last. Links after it move down one."),
    enabled: z.boolean().default(true),
    startsAt: windowEnd.describe("Shown from then on; null or left out: from now"),
    endsAt: windowEnd.describe("Hidden from then on; null or left out: no end"),
  })
  .refine(windowOrdered, windowRule);
export const LinkUpdate = z
  .object({
    title: linkTitle.optional(),
    url: linkUrl.optional(),
    position: position.optional().describe("Moves the link there; the others close up"),
    enabled: z.boolean().optional(),
    startsAt: windowEnd,
    endsAt: windowEnd,
  })
  .refine(windowOrdered, windowRule);
export type LinkCreate = z.output<typeof LinkCreate>;
export type LinkUpdate = z.output<typeof LinkUpdate>;

const linkParams = slugParams.extend({ id: uuid });
const LinkList = listOf(LinkDTO);

export const listLinkInBioLinks = contract({
  method: "GET",
  path: "/api/link-in-bio/:slug/links",
  tag: TAG,
  summary: "The page's links in order (all of them: a page holds at most 100)",
  params: slugParams,
  response: LinkList,
  errors: [404],
});

export const createLinkInBioLink = contract({
  ...WRITE,
  method: "POST",
  path: "/api/link-in-bio/:slug/links",
  summary: "Add a link",
  description: `A page holds at most ${MAX_LINKS_PER_PAGE} links (409 beyond).`,
  status: 201,
  audit: "link_in_bio.link.create",
  params: slugParams,
  body: LinkCreate,
  response: LinkDTO,
  errors: [403, 404, 409],
});

export const updateLinkInBioLink = contract({
  ...WRITE,
  method: "PUT",
  path: "/api/link-in-bio/:slug/links/:id",
  summary: "Change some fields of a link",
  description: "Fields left out stay as they are; null clears a schedule end.",
  audit: "link_in_bio.link.update",
  params: linkParams,
  body: LinkUpdate,
  response: LinkDTO,
  errors: [403, 404],
});

export const deleteLinkInBioLink = contract({
  ...WRITE,
  method: "DELETE",
  path: "/api/link-in-bio/:slug/links/:id",
  summary: "Remove a link; the links after it move up one",
  status: 204,
  audit: "link_in_bio.link.delete",
  params: linkParams,
  errors: [403, 404],
});

const ReorderItem = z.object({ id: uuid, position: z.number().int().min(0) });
export const ReorderBody = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) && "links" in v ? (v as { links: unknown }).links : v),
  z
    .array(ReorderItem)
    .min(1)
    .max(MAX_LINKS_PER_PAGE)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, "names a link twice"),
);

export const reorderLinkInBioLinks = contract({
  ...WRITE,
  method: "POST",
  path: "/api/link-in-bio/:slug/links/reorder",
  summary: "Put links in a new order",
  description:
    "Body: an array of {id, position} (or {links: [...]}). The named links go to those places; links not named keep their order around them; positions come out as 0..n-1 without gaps. Concurrent reorders of one page run one after the other. A link of another page (or company): 404.",
  audit: "link_in_bio.link.reorder",
  params: slugParams,
  body: ReorderBody,
  response: LinkList,
  errors: [403, 404],
});
