import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { dateTimeInput, idParams, queryEnumList, queryInt, timestamp, uuid } from "@/lib/api/schemas";
import { contentLengthProblem, scheduleProblem } from "../social-post-rules";
import {
  campaignLink,
  CONTENT_WRITE_ERRORS,
  postContent,
  postPlatforms as platforms,
  trimmedUpper,
  unique,
  videoUrlInput,
} from "./shared";

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
  videoUrl: z.string().nullable(),
  scheduledAt: timestamp.nullable(),
  publishedAt: timestamp.nullable(),
  campaignId: uuid.nullable(),
  createdById: uuid.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SocialPostDTO = z.input<typeof SocialPostDTO>;

const mediaAssetIds = z.array(uuid).max(20).transform(unique);
const scheduledAt = dateTimeInput.nullable().optional();

/**
 * The rules of social-post-rules.ts that the body alone decides, reported with its field errors. An
 * update that leaves out one side (the platforms, the time) is checked on the stored post by the service.
 */
type RuleFields = { content?: string; platforms?: string[]; status?: string; scheduledAt?: Date | null };
const fitsPlatforms = (post: RuleFields, ctx: z.RefinementCtx) => {
  if (post.content === undefined || post.platforms === undefined) return;
  const message = contentLengthProblem(post.content, post.platforms);
  if (message) ctx.addIssue({ code: "custom", path: ["content"], message });
};
const scheduledInFuture = (post: RuleFields, ctx: z.RefinementCtx) => {
  if (post.status === undefined || post.scheduledAt === undefined) return;
  const message = scheduleProblem(post.status, post.scheduledAt);
  if (message) ctx.addIssue({ code: "custom", path: ["scheduledAt"], message });
};
const contentRule = { when: fieldsParsed("content", "platforms") };
const scheduleRule = { when: fieldsParsed("status", "scheduledAt") };

export const SocialPostCreate = z
  .object({
    content: postContent,
    platforms,
    status: socialStatusInput.default("DRAFT"),
    mediaAssetIds: mediaAssetIds.default([]),
    videoUrl: videoUrlInput.nullable().optional(),
    scheduledAt,
    campaignId: campaignLink,
  })
  .superRefine(fitsPlatforms, contentRule)
  .superRefine((post, ctx) => scheduledInFuture({ ...post, scheduledAt: post.scheduledAt ?? null }, ctx), scheduleRule);
export const SocialPostUpdate = z
  .object({
    content: postContent.optional(),
    platforms: platforms.optional(),
    status: socialStatusInput.optional(),
    mediaAssetIds: mediaAssetIds.optional(),
    videoUrl: videoUrlInput.nullable().optional(),
    scheduledAt,
    campaignId: campaignLink,
  })
  .superRefine(fitsPlatforms, contentRule)
  .superRefine(scheduledInFuture, scheduleRule);
export type SocialPostCreate = z.output<typeof SocialPostCreate>;
export type SocialPostUpdate = z.output<typeof SocialPostUpdate>;

const SOCIAL_RULES =
  "Platform ids are accepted in either case and stored lower-case. Content longer than any selected platform allows (twitter 280, bluesky 300, threads/mastodon/pinterest 500, instagram/tiktok 2200, linkedin 3000, youtube 5000, facebook 63206; counted in Unicode code points): 400 naming the platform. Status SCHEDULED needs a future scheduledAt and the content:publish permission. videoUrl (https) is the video of networks that take videos; a network that needs one (YouTube) refuses a post scheduled without it: 400 naming the network.";

const SOCIAL_POSTS = "/api/social-posts";
/** The reference names both paths (decisions.md "Variants"): `/api/posts` is an alias, served by the same services. */
const POSTS_ALIAS = "/api/posts";

/** The social post endpoints under one base path; the alias has contracts of its own so OpenAPI lists both paths. */
function socialPostContracts<const Base extends typeof SOCIAL_POSTS | typeof POSTS_ALIAS>(base: Base) {
  const tag = "Social posts";
  const isAlias = base === POSTS_ALIAS;
  const summary = (text: string) => (isAlias ? `${text} (${POSTS_ALIAS} alias)` : text);
  const description = (path: string, text?: string) => {
    const note = isAlias
      ? `Alias of ${path.replace(POSTS_ALIAS, SOCIAL_POSTS)}: the same operation and answers.`
      : `Also served at ${path.replace(SOCIAL_POSTS, POSTS_ALIAS)}.`;
    return text ? `${text} ${note}` : note;
  };
  const one = `${base}/:id` as const;
  return {
    list: contract({
      method: "GET",
      path: base,
      tag,
      summary: summary("List social posts, newest first (an array)"),
      description: description(base),
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
      summary: summary("Create a social post (DRAFT by default)"),
      description: description(base, SOCIAL_RULES),
      permission: "content:create",
      status: 201,
      audit: "social_post.create",
      body: SocialPostCreate,
      response: SocialPostDTO,
      errors: CONTENT_WRITE_ERRORS,
    }),
    get: contract({
      method: "GET",
      path: one,
      tag,
      summary: summary("One social post"),
      description: description(one),
      params: idParams,
      response: SocialPostDTO,
      errors: [404],
    }),
    update: contract({
      method: "PUT",
      path: one,
      tag,
      summary: summary("Change some fields of a draft or scheduled post"),
      description: description(
        one,
        `Fields left out stay as they are. A post that is PUBLISHING or PUBLISHED: 409. ${SOCIAL_RULES}`,
      ),
      permission: "content:create",
      audit: "social_post.update",
      params: idParams,
      body: SocialPostUpdate,
      response: SocialPostDTO,
      errors: [...CONTENT_WRITE_ERRORS, 409],
    }),
    remove: contract({
      method: "DELETE",
      path: one,
      tag,
      summary: summary("Remove a social post"),
      description: description(
        one,
        "A post that is being published right now (PUBLISHING): 409. Removing a published post does not delete it from the networks.",
      ),
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
} = socialPostContracts(SOCIAL_POSTS);
export const {
  list: listPostsAlias,
  create: createPostAlias,
  get: getPostAlias,
  update: updatePostAlias,
  remove: deletePostAlias,
} = socialPostContracts(POSTS_ALIAS);
