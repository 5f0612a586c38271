import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { dateTimeInput, idParams, listOf, pageQuery, queryEnumList, queryInt, timestamp, uuid } from "@/lib/api/schemas";
import { SOCIAL_PLATFORMS } from "./platforms";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug";

/* ---------- shared pieces ---------- */

const trimmedLower = (v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v);
const trimmedUpper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);

/** A social network id in either case, answered lower-case (decisions.md). */
export const platformInput = z.preprocess(
  trimmedLower,
  z.enum(SOCIAL_PLATFORMS, { message: `must be one of ${SOCIAL_PLATFORMS.join(", ")}` }),
);

const campaignLink = uuid
  .nullable()
  .optional()
  .describe("One of the caller's campaigns (another company's or an unknown id: 404); null unlinks");

const title = z.string().trim().min(1, "must not be empty").max(300);
const unique = <T>(items: T[]) => [...new Set(items)];
const CONTENT_WRITE_ERRORS = [403, 404] as const;

/* ---------- blog posts ---------- */

export const BLOG_POST_STATUSES = ["DRAFT", "PUBLISHED"] as const;
const blogStatusInput = z.preprocess(trimmedUpper, z.enum(BLOG_POST_STATUSES, { message: "must be DRAFT or PUBLISHED" }));

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
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BlogPostDTO = z.input<typeof BlogPostDTO>;

const markdownBody = z.string().max(200_000);

export const BlogPostCreate = z.object({
  title,
  slug: slugInput,
  markdownBody: markdownBody.default(""),
  status: blogStatusInput.default("DRAFT"),
  campaignId: campaignLink,
});
export const BlogPostUpdate = z.object({
  title: title.optional(),
  slug: slugInput,
  markdownBody: markdownBody.optional(),
  status: blogStatusInput.optional(),
  campaignId: campaignLink,
});
export type BlogPostCreate = z.output<typeof BlogPostCreate>;
export type BlogPostUpdate = z.output<typeof BlogPostUpdate>;

const PUBLISH_RULES =
  "Status PUBLISHED sets publishedAt (kept when already published); moving back to DRAFT clears it. Changing whether a post is published needs content:publish.";
const SLUG_RULES =
  "A slug left out is derived from the title and made unique with a -2, -3… suffix; a slug given explicitly that another post of the company already uses: 409.";

export const listBlogPosts = contract({
  method: "GET",
  path: "/api/blog/posts",
  tag: "Blog posts",
  summary: "List blog posts, newest first",
  query: pageQuery.extend({ status: queryEnumList(BLOG_POST_STATUSES).optional(), campaignId: uuid.optional() }),
  response: listOf(BlogPostDTO),
});

export const createBlogPost = contract({
  method: "POST",
  path: "/api/blog/posts",
  tag: "Blog posts",
  summary: "Create a blog post (DRAFT unless status says otherwise)",
  description: `${SLUG_RULES} ${PUBLISH_RULES}`,
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
  description: `Fields left out stay as they are; the slug does not follow a changed title. ${SLUG_RULES} ${PUBLISH_RULES}`,
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

export const BlogPublishDestinationResult = z.object({
  destination: z.string(),
  success: z.boolean(),
  url: z.string().nullable(),
  error: z.string().optional(),
});

export const publishBlogPost = contract({
  method: "POST",
  path: "/api/blog/posts/:id/publish",
  tag: "Blog posts",
  summary: "Publish a blog post to the configured destinations",
  description:
    "Marks the post PUBLISHED (publishedAt set on the first publish, kept on later ones) and answers the post with one result per configured destination. No destinations can be configured yet, so `destinations` is empty.",
  permission: "content:publish",
  audit: "blog_post.publish",
  params: idParams,
  response: BlogPostDTO.extend({ destinations: z.array(BlogPublishDestinationResult) }),
  errors: [...CONTENT_WRITE_ERRORS],
});

/* ---------- social posts ---------- */

export const SOCIAL_POST_STATUSES = ["DRAFT", "SCHEDULED", "PUBLISHING", "PUBLISHED", "FAILED", "CANCELLED"] as const;
/** What a client may set directly; the other statuses belong to publishing. */
export const WRITABLE_SOCIAL_POST_STATUSES = ["DRAFT", "SCHEDULED"] as const;
const socialStatusInput = z.preprocess(
  trimmedUpper,
  z.enum(WRITABLE_SOCIAL_POST_STATUSES, { message: "must be DRAFT, or SCHEDULED with a future scheduledAt" }),
);

export const SocialPostDTO = z.object({
  id: uuid,
  content: z.string(),
  status: z.enum(SOCIAL_POST_STATUSES),
  platforms: z.array(z.string()),
  mediaAssetIds: z.array(uuid),
  scheduledAt: timestamp.nullable(),
  publishedAt: timestamp.nullable(),
  campaignId: uuid.nullable(),
  createdById: uuid.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SocialPostDTO = z.input<typeof SocialPostDTO>;

const postContent = z
  .string()
  .max(63_206)
  .refine((s) => s.trim().length > 0, "must not be empty");
const platforms = z
  .array(platformInput)
  .min(1, "must name at least one platform")
  .max(SOCIAL_PLATFORMS.length * 2)
  .transform(unique);
const mediaAssetIds = z.array(uuid).max(20).transform(unique);
const scheduledAt = dateTimeInput.nullable().optional();

export const SocialPostCreate = z.object({
  content: postContent,
  platforms,
  status: socialStatusInput.default("DRAFT"),
  mediaAssetIds: mediaAssetIds.default([]),
  scheduledAt,
  campaignId: campaignLink,
});
export const SocialPostUpdate = z.object({
  content: postContent.optional(),
  platforms: platforms.optional(),
  status: socialStatusInput.optional(),
  mediaAssetIds: mediaAssetIds.optional(),
  scheduledAt,
  campaignId: campaignLink,
});
export type SocialPostCreate = z.output<typeof SocialPostCreate>;
export type SocialPostUpdate = z.output<typeof SocialPostUpdate>;

const SOCIAL_RULES =
  "Platform ids are accepted in either case and stored lower-case. Content longer than any selected platform allows (twitter 280, bluesky 300, threads/mastodon/pinterest 500, instagram/tiktok 2200, linkedin 3000, youtube 5000, facebook 63206; counted in Unicode code points): 400 naming the platform. Status SCHEDULED needs a future scheduledAt and the content:publish permission.";

/** Variant A (/api/social-posts) and variant B (/api/posts) are the same endpoints under two paths. */
function socialPostContracts<const Base extends "/api/social-posts" | "/api/posts">(base: Base) {
  const tag = "Social posts";
  return {
    list: contract({
      method: "GET",
      path: base,
      tag,
      summary: "List social posts, newest first (an array)",
      query: z.object({
        campaignId: uuid.optional(),
        status: queryEnumList(SOCIAL_POST_STATUSES).optional(),
        limit: queryInt(1, 500, 500),
        offset: z.coerce.number({ message: "must be a number" }).int().min(0).default(0),
      }),
      response: z.array(SocialPostDTO),
    }),
    create: contract({
      method: "POST",
      path: base,
      tag,
      summary: "Create a social post (DRAFT by default)",
      description: SOCIAL_RULES,
      permission: "content:create",
      status: 201,
      audit: "social_post.create",
      body: SocialPostCreate,
      response: SocialPostDTO,
      errors: CONTENT_WRITE_ERRORS,
    }),
    get: contract({
      method: "GET",
      path: `${base}/:id`,
      tag,
      summary: "One social post",
      params: idParams,
      response: SocialPostDTO,
      errors: [404],
    }),
    update: contract({
      method: "PUT",
      path: `${base}/:id`,
      tag,
      summary: "Change some fields of a draft or scheduled post",
      description: `Fields left out stay as they are. A post that is PUBLISHING or PUBLISHED: 409. ${SOCIAL_RULES}`,
      permission: "content:create",
      audit: "social_post.update",
      params: idParams,
      body: SocialPostUpdate,
      response: SocialPostDTO,
      errors: [...CONTENT_WRITE_ERRORS, 409],
    }),
    remove: contract({
      method: "DELETE",
      path: `${base}/:id`,
      tag,
      summary: "Remove a social post",
      description: "A post that is being published right now (PUBLISHING): 409. Removing a published post does not delete it from the networks.",
      permission: "content:create",
      status: 204,
      audit: "social_post.delete",
      params: idParams,
      errors: [...CONTENT_WRITE_ERRORS, 409],
    }),
  };
}

// Exported one by one: the contract registry collects top-level contract exports.
export const {
  list: listSocialPosts,
  create: createSocialPost,
  get: getSocialPost,
  update: updateSocialPost,
  remove: deleteSocialPost,
} = socialPostContracts("/api/social-posts");
export const {
  list: listPostsVariantB,
  create: createPostVariantB,
  get: getPostVariantB,
  update: updatePostVariantB,
  remove: deletePostVariantB,
} = socialPostContracts("/api/posts");

/* ---------- video scripts ---------- */

export const VideoScriptDTO = z.object({
  id: uuid,
  title: z.string(),
  platform: z.string().nullable(),
  format: z.string().nullable(),
  script: z.string(),
  status: z.string().describe("Always `draft` for now"),
  campaignId: uuid.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type VideoScriptDTO = z.input<typeof VideoScriptDTO>;

/** Free text such as "Short" or "Explainer"; blank means none. */
const videoFormat = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z.string().trim().max(50).nullable().optional(),
);
const scriptBody = z.string().max(100_000);

export const VideoScriptCreate = z.object({
  title,
  platform: platformInput.nullable().optional(),
  format: videoFormat,
  script: scriptBody.default(""),
  campaignId: campaignLink,
});
export const VideoScriptUpdate = z.object({
  title: title.optional(),
  platform: platformInput.nullable().optional(),
  format: videoFormat,
  script: scriptBody.optional(),
  campaignId: campaignLink,
});
export type VideoScriptCreate = z.output<typeof VideoScriptCreate>;
export type VideoScriptUpdate = z.output<typeof VideoScriptUpdate>;

const scriptTag = "Video scripts";

export const listVideoScripts = contract({
  method: "GET",
  path: "/api/video-scripts",
  tag: scriptTag,
  summary: "List video scripts, newest first",
  query: pageQuery.extend({ campaignId: uuid.optional() }),
  response: listOf(VideoScriptDTO),
});

export const createVideoScript = contract({
  method: "POST",
  path: "/api/video-scripts",
  tag: scriptTag,
  summary: "Create a video script",
  description: "platform is a social network id (either case, stored lower-case); format is free text such as `Short`.",
  permission: "content:create",
  status: 201,
  audit: "video_script.create",
  body: VideoScriptCreate,
  response: VideoScriptDTO,
  errors: CONTENT_WRITE_ERRORS,
});

export const getVideoScript = contract({
  method: "GET",
  path: "/api/video-scripts/:id",
  tag: scriptTag,
  summary: "One video script",
  params: idParams,
  response: VideoScriptDTO,
  errors: [404],
});

export const updateVideoScript = contract({
  method: "PUT",
  path: "/api/video-scripts/:id",
  tag: scriptTag,
  summary: "Change some fields of a video script",
  description: "Fields left out stay as they are; null clears platform, format or campaignId.",
  permission: "content:create",
  audit: "video_script.update",
  params: idParams,
  body: VideoScriptUpdate,
  response: VideoScriptDTO,
  errors: CONTENT_WRITE_ERRORS,
});

export const deleteVideoScript = contract({
  method: "DELETE",
  path: "/api/video-scripts/:id",
  tag: scriptTag,
  summary: "Delete a video script",
  permission: "content:create",
  status: 204,
  audit: "video_script.delete",
  params: idParams,
  errors: CONTENT_WRITE_ERRORS,
});
