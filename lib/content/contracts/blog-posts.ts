import { z } from "zod";
import { BlogDeliveryDTO, PublishBlogPostBody } from "@/lib/blog-publishing/contracts";
import { contract } from "@/lib/api/contract";
import { idParams, listOf, pageQuery, queryEnumList, timestamp, uuid } from "@/lib/api/schemas";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../slug";
import {
  campaignLink,
  CONTENT_WRITE_ERRORS,
  plannedForDTO,
  plannedForInput,
  plannedRangeQuery,
  title,
  trimmedUpper,
  unique,
} from "./shared";

export const BLOG_POST_STATUSES = ["DRAFT", "PUBLISHED"] as const;
const blogStatusInput = z.preprocess(
  trimmedUpper,
  z.enum(BLOG_POST_STATUSES, { message: "must be DRAFT or PUBLISHED" }),
);

/** An empty slug means "derive it from the title", like leaving it out. */
const slugInput = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z
    .string()
    .trim()
    .toLowerCase()
    .max(SLUG_MAX_LENGTH)
    .regex(SLUG_PATTERN, "must be lower-case letters, digits and single hyphens (no hyphen at either end)")
    .optional(),
);

export const BlogPostDTO = z.object({
  id: uuid,
  title: z.string(),
  slug: z.string(),
  markdownBody: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  publishedAt: timestamp.nullable(),
  campaignId: uuid.nullable(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  coverImageId: uuid.nullable().describe("The featured image (a media library asset)"),
  destinationIds: z.array(uuid).describe("The destinations chosen for the post; empty: the company's defaults"),
  scheduledAt: timestamp.nullable().describe("When a scheduled publish is due"),
  heldReason: z
    .string()
    .nullable()
    .describe(
      "Why the scheduled publish, come due, is held (the company requires approval and the post lacks it); null when it is not. Approval publishes it.",
    ),
  plannedFor: plannedForDTO,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BlogPostDTO = z.input<typeof BlogPostDTO>;

const markdownBody = z.string().max(200_000);
const excerpt = z.string().trim().max(500, "must be at most 500 characters");
const term = z.string().trim().min(1, "must not be empty").max(60, "must be at most 60 characters");
const terms = (max: number) =>
  z
    .array(term)
    .max(max, `must name at most ${max}`)
    .transform((list) => unique(list));
const destinationIds = z
  .array(uuid)
  .max(50, "must name at most 50 destinations")
  .transform((list) => unique(list));
const scheduledAt = z.iso
  .datetime({ offset: true, message: "must be an ISO 8601 date-time with a time zone" })
  .transform((v) => new Date(v))
  .nullable();

export const BlogPostCreate = z.object({
  title,
  slug: slugInput,
  markdownBody: markdownBody.default(""),
  status: blogStatusInput.default("DRAFT"),
  campaignId: campaignLink,
  excerpt: excerpt.default(""),
  tags: terms(20).default([]),
  categories: terms(10).default([]),
  coverImageId: uuid.nullable().optional(),
  destinationIds: destinationIds.default([]),
  scheduledAt: scheduledAt.optional(),
  plannedFor: plannedForInput,
});
export const BlogPostUpdate = z.object({
  title: title.optional(),
  slug: slugInput,
  markdownBody: markdownBody.optional(),
  status: blogStatusInput.optional(),
  campaignId: campaignLink,
  excerpt: excerpt.optional(),
  tags: terms(20).optional(),
  categories: terms(10).optional(),
  coverImageId: uuid.nullable().optional(),
  destinationIds: destinationIds.optional(),
  scheduledAt: scheduledAt.optional(),
  plannedFor: plannedForInput,
});
export type BlogPostCreate = z.output<typeof BlogPostCreate>;
export type BlogPostUpdate = z.output<typeof BlogPostUpdate>;

const PUBLISH_RULES =
  "Status PUBLISHED sets publishedAt (kept when already published); moving back to DRAFT clears it. Changing whether a post is published needs content:publish.";
const BLOG_FIELDS =
  "tags and categories go to the destinations that have them (WordPress terms found or created by name, Ghost tags); coverImageId is the featured image (an image of the media library: 404 when it is not the company's), uploaded to WordPress and Ghost. destinationIds chooses where publish sends the post (an unknown id: 400); empty means the company's defaults. scheduledAt (needs content:publish) publishes the draft then through the outbox, as scheduled social posts are: it must be in the future (400) and the post a draft; null cancels it. plannedFor is only a day on the content calendar: nothing publishes the post then.";
const SLUG_RULES =
  "A slug left out is derived from the title and made unique with a -2, -3… suffix; a slug given explicitly that another post of the company already uses: 409.";

export const listBlogPosts = contract({
  method: "GET",
  path: "/api/blog/posts",
  tag: "Blog posts",
  summary: "List blog posts, newest first",
  description: "plannedFrom and plannedTo (days, both included) keep the posts planned for a day in between.",
  query: pageQuery.extend({
    status: queryEnumList(BLOG_POST_STATUSES).optional(),
    campaignId: uuid.optional(),
    ...plannedRangeQuery,
  }),
  response: listOf(BlogPostDTO),
});

export const createBlogPost = contract({
  method: "POST",
  path: "/api/blog/posts",
  tag: "Blog posts",
  summary: "Create a blog post (DRAFT unless status says otherwise)",
  description: `${SLUG_RULES} ${PUBLISH_RULES} ${BLOG_FIELDS}`,
  permission: "content:create",
  status: 201,
  audit: "blog_post.create",
  body: BlogPostCreate,
  response: BlogPostDTO,
  errors: [...CONTENT_WRITE_ERRORS, 409],
});

export const getBlogPost = contract({
  method: "GET",
  path: "/api/blog/posts/:id",
  tag: "Blog posts",
  summary: "One blog post",
  params: idParams,
  response: BlogPostDTO,
  errors: [404],
});

export const updateBlogPost = contract({
  method: "PUT",
  path: "/api/blog/posts/:id",
  tag: "Blog posts",
  summary: "Change some fields of a blog post",
  description: `Fields left out stay as they are; the slug does not follow a changed title. ${SLUG_RULES} ${PUBLISH_RULES} ${BLOG_FIELDS}`,
  permission: "content:create",
  audit: "blog_post.update",
  params: idParams,
  body: BlogPostUpdate,
  response: BlogPostDTO,
  errors: [...CONTENT_WRITE_ERRORS, 409],
});

export const deleteBlogPost = contract({
  method: "DELETE",
  path: "/api/blog/posts/:id",
  tag: "Blog posts",
  summary: "Delete a blog post",
  permission: "content:create",
  status: 204,
  audit: "blog_post.delete",
  params: idParams,
  errors: [...CONTENT_WRITE_ERRORS],
});

export const publishBlogPost = contract({
  method: "POST",
  path: "/api/blog/posts/:id/publish",
  tag: "Blog posts",
  summary: "Publish a blog post to the configured destinations",
  description:
    "Marks the post PUBLISHED (publishedAt set on the first publish, kept on later ones) and sends it to the destinations named in `destinationIds`, or else (left out or empty) to those chosen for the post, else the company's default destinations, and those already holding it. Answers the post's fields, the post again under `post`, and its `deliveries` (one per destination: pending until sent in the background, then published or failed with the destination's reason). An unknown destination id, or a post with no body (an empty post is never published or scheduled): 400 and nothing changes. While the company requires approval, a post not approved as it reads now: 409 APPROVAL_REQUIRED.",
  permission: "content:publish",
  audit: "blog_post.publish",
  params: idParams,
  body: PublishBlogPostBody,
  response: BlogPostDTO.extend({ post: BlogPostDTO, deliveries: z.array(BlogDeliveryDTO) }),
  errors: [...CONTENT_WRITE_ERRORS, 409],
});
