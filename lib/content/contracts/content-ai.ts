import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { fieldsParsed } from "@/lib/api/cross-field";
import { ASSIST_ACTIONS } from "@/lib/ai/tasks/post-assist";
import { aiRefusals, BrandFactsInput } from "@/lib/brand/contracts";
import { SOCIAL_PLATFORMS } from "../platforms";
import { calendarDay, platformInput, unique } from "./shared";

/** AI writing aids for blogs and posts: suggestions answered, nothing saved. */

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const GeneratedPostDTO = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  content: z.string(),
  hashtags: z.array(z.string()),
});

export const generateBlogPost = contract({
  method: "POST",
  path: "/api/generate-blog-post",
  tag: "AI",
  summary: "Write a blog post from an idea",
  description:
    "Markdown with YAML frontmatter (title, slug; date, description, and tags and categories unless frontmatterSettings turns them off; author when given; includeFrontmatter: false for none). Nothing is saved. " +
    aiRefusals("One CONTENT_GENERATION credit."),
  permission: "content:create",
  audit: false,
  body: z.object({
    idea: z.object({
      title: z.string().trim().min(1, "is required").max(300, "must be at most 300 characters"),
      description: text(4000).optional(),
    }),
    profile: BrandFactsInput.optional(),
    frontmatterSettings: z
      .object({
        includeFrontmatter: z.boolean().optional(),
        author: z.string().trim().max(200, "must be at most 200 characters").optional(),
        includeDate: z.boolean().optional(),
        includeTags: z.boolean().optional(),
        includeDescription: z.boolean().optional(),
      })
      .default({}),
  }),
  response: z.object({ title: z.string(), slug: z.string(), content: z.string() }),
  errors: [403, 502, 503],
});

export const refineBlogContent = contract({
  method: "POST",
  path: "/api/refine-blog-content",
  tag: "AI",
  summary: "Rework blog markdown with AI",
  description:
    "instruction: expand, shorten, fix_grammar, or any instruction in words. Nothing is saved. " +
    aiRefusals("One QUICK_REFINE."),
  permission: "content:create",
  audit: false,
  body: z.object({
    content: z.string().trim().min(1, "is required").max(100_000, "must be at most 100000 characters"),
    instruction: z.string().trim().min(1, "is required").max(2000, "must be at most 2000 characters"),
    profile: BrandFactsInput.optional(),
  }),
  response: z.object({ content: z.string() }),
  errors: [403, 502, 503],
});

export const generatePosts = contract({
  method: "POST",
  path: "/api/generate-posts",
  tag: "AI",
  summary: "Posts sharing a blog article, one per network",
  description:
    "The article at blogUrl is fetched through the outbound guard (400 {error: errorCode, message} when it cannot be read). selectedProfiles: network names or your social account ids. " +
    "Each post fits its network's text limit. includeCta ends each with a call to read the article. Nothing is saved. " +
    aiRefusals("CONTENT_GENERATION credits: one per post."),
  permission: "content:create",
  audit: false,
  body: z.object({
    blogUrl: z.string().trim().min(1, "is required").max(2048, "must be at most 2048 characters"),
    selectedProfiles: z
      .array(z.string().trim().min(1).max(100))
      .min(1, "must name at least one network or account")
      .max(20, "at most 20"),
    includeCta: z.boolean().default(false),
  }),
  response: z.object({ posts: z.array(GeneratedPostDTO) }),
  errors: [400, 403, 502, 503],
});

export const assistPost = contract({
  method: "POST",
  path: "/api/ai/assist-post",
  tag: "AI",
  summary: "Write or rework a post with AI",
  description:
    "action: generate (from a topic or notes), expand, condense, fix, hashtags. The answer fits every network in platforms (X's limit when none is named). Nothing is saved. " +
    aiRefusals("One QUICK_REFINE."),
  permission: "content:create",
  audit: false,
  body: z.object({
    action: z.enum(ASSIST_ACTIONS),
    content: z.string().trim().min(1, "is required").max(10_000, "must be at most 10000 characters"),
    platforms: z.array(platformInput).max(10, "at most 10").default([]).transform(unique),
  }),
  response: z.object({ content: z.string(), hashtags: z.array(z.string()) }),
  errors: [403, 502, 503],
});

export const generateVideoScript = contract({
  method: "POST",
  path: "/api/generate-video-script",
  tag: "AI",
  summary: "Write a video script and save it",
  description:
    "The script is saved as a video script (of the campaign when campaignId names one; 404 otherwise). " +
    aiRefusals("One CONTENT_GENERATION credit."),
  permission: "content:create",
  // Audited by the service with the script it saves, once the model has answered (outside the request's transaction).
  audit: false,
  body: z.object({
    idea: z.object({
      title: z.string().trim().min(1, "is required").max(300, "must be at most 300 characters"),
      format: z.string().trim().min(1, "is required").max(50, "must be at most 50 characters").default("Short"),
      description: text(4000).optional(),
    }),
    profile: BrandFactsInput.optional(),
    campaignId: z.uuid("must be a UUID").optional(),
  }),
  response: z.object({ script: z.string(), videoScriptId: z.string() }),
  errors: [403, 404, 502, 503],
});

export const generateContentCalendar = contract({
  method: "POST",
  path: "/api/generate-content-calendar",
  tag: "AI",
  summary: "Plan dated content ideas over a period",
  description:
    "Ideas dated within startDate..endDate (at most 92 days) on the networks named (LinkedIn when none), about postsPerWeek a week (default 3), with the campaign's plan when campaignId is given. Nothing is saved. " +
    'Sent with `Accept: application/x-ndjson`, the answer streams as JSON lines: `{type: "partial", value}` with the ideas so far, then once, if that answer did not fit, `{type: "retry", message}` (drop the partials shown: the answer is asked for again, its partials follow), then `{type: "result", value}` (the answer below, validated) or `{type: "error", error, message}` (no credit). ' +
    aiRefusals("CONTENT_GENERATION credits: one per idea asked for."),
  permission: "content:create",
  audit: false,
  body: z
    .object({
      startDate: calendarDay,
      endDate: calendarDay,
      platforms: z.array(platformInput).max(10, "at most 10").default([]).transform(unique),
      postsPerWeek: z.number().int().min(1, "must be at least 1").max(21, "must be at most 21").default(3),
      campaignId: z.uuid("must be a UUID").optional(),
    })
    .refine((b) => b.endDate >= b.startDate && Date.parse(b.endDate) - Date.parse(b.startDate) <= 91 * 86_400_000, {
      path: ["endDate"],
      message: "must be on or after startDate and at most 92 days later",
      when: fieldsParsed("startDate", "endDate"),
    }),
  response: z.object({
    ideas: z.array(
      z.object({
        date: z.string(),
        platform: z.enum(SOCIAL_PLATFORMS),
        title: z.string(),
        description: z.string(),
        contentType: z.enum(["social", "blog", "video"]),
      }),
    ),
  }),
  errors: [403, 404, 502, 503],
});

export const generateImage = contract({
  method: "POST",
  path: "/api/generate-image",
  tag: "AI",
  summary: "Generate an image into the media library",
  description:
    "The image (shaped for platform when given: portrait for TikTok and Pinterest, landscape for YouTube, X, LinkedIn and Facebook, square otherwise) is stored in the media library " +
    "tagged ai-generated, with its prompt, which the library's search finds. " +
    aiRefusals("One CONTENT_GENERATION credit."),
  permission: "content:create",
  // Audited as asset.generate by the service when the image is stored (outside the request's transaction).
  audit: false,
  status: 201,
  body: z.object({
    prompt: z.string().trim().min(1, "is required").max(4000, "must be at most 4000 characters"),
    platform: platformInput.optional(),
  }),
  response: z.object({ asset: z.object({ id: z.string(), viewUrl: z.string() }), prompt: z.string() }),
  errors: [403, 502, 503],
});
