import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, timestamp, uuid } from "@/lib/api/schemas";
import { ADDABLE_BLOG_DESTINATION_KINDS, BLOG_DESTINATION_KINDS } from "@/lib/integrations/blog/kinds";

/** Blog destinations (decisions.md "Blog publishing"): where a company's blog posts are sent. */

const TAG = "Blog destinations";

/** pending: to be published; removing: to be taken back; failed: gave up, `error` says why. */
export const DELIVERY_STATUSES = ["pending", "published", "removing", "unpublished", "failed"] as const;

export const BlogDestinationDTO = z.object({
  id: uuid,
  kind: z.enum(BLOG_DESTINATION_KINDS),
  name: z.string(),
  baseUrl: z.string(),
  settings: z.record(z.string(), z.unknown()),
  /** The secret's last four characters; the secret itself never leaves the server. */
  secretHint: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BlogDestinationDTO = z.input<typeof BlogDestinationDTO>;

const name = z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters");
const baseUrl = z
  .string()
  .trim()
  .max(2000, "must be at most 2000 characters")
  .pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }));
const secret = z.string().trim().min(1, "must not be empty").max(500, "must be at most 500 characters");
const settings = z.record(z.string(), z.unknown());

export const BlogDestinationCreate = z.object({
  kind: z.enum(ADDABLE_BLOG_DESTINATION_KINDS, {
    message: `must be one of ${ADDABLE_BLOG_DESTINATION_KINDS.join(", ")}`,
  }),
  name,
  baseUrl,
  secret,
  settings: settings.default({}),
  isDefault: z.boolean().default(true),
});
export type BlogDestinationCreate = z.output<typeof BlogDestinationCreate>;

export const BlogDestinationUpdate = z.object({
  name: name.optional(),
  baseUrl: baseUrl.optional(),
  secret: secret.optional(),
  settings: settings.optional(),
  isDefault: z.boolean().optional(),
});
export type BlogDestinationUpdate = z.output<typeof BlogDestinationUpdate>;

const KINDS_TEXT =
  'hosted: the company\'s own blog at /blog/<handle> (every company has it, a default from the start; only its name and isDefault change, and it cannot be removed). wordpress: baseUrl is the site, secret an application password, settings {username, status: publish|draft}. ghost: baseUrl is the site, secret the Admin API key (id:secret), settings {status: published|draft}. webhook: baseUrl is the receiver, secret the HMAC-SHA256 signing key (header X-Reach-Signature: t=<unix>,v1=<hex HMAC of "t.body">). Secrets are stored encrypted and answered only as their last four characters.';

export const listBlogDestinations = contract({
  method: "GET",
  path: "/api/blog/destinations",
  tag: TAG,
  summary: "List the company's blog destinations",
  response: z.array(BlogDestinationDTO),
});

export const createBlogDestination = contract({
  method: "POST",
  path: "/api/blog/destinations",
  tag: TAG,
  summary: "Add a blog destination",
  description: `${KINDS_TEXT} Settings a kind does not accept, or lacks, answer 400.`,
  permission: "settings:manage",
  status: 201,
  audit: "blog_destination.create",
  body: BlogDestinationCreate,
  response: BlogDestinationDTO,
});

export const getBlogDestination = contract({
  method: "GET",
  path: "/api/blog/destinations/:id",
  tag: TAG,
  summary: "One blog destination",
  params: idParams,
  response: BlogDestinationDTO,
  errors: [404],
});

export const updateBlogDestination = contract({
  method: "PUT",
  path: "/api/blog/destinations/:id",
  tag: TAG,
  summary: "Change a blog destination",
  description: `Fields left out stay as they are; a secret left out is kept. ${KINDS_TEXT}`,
  permission: "settings:manage",
  audit: "blog_destination.update",
  params: idParams,
  body: BlogDestinationUpdate,
  response: BlogDestinationDTO,
  errors: [404],
});

export const deleteBlogDestination = contract({
  method: "DELETE",
  path: "/api/blog/destinations/:id",
  tag: TAG,
  summary: "Remove a blog destination",
  description:
    "Posts already sent there stay there; their deliveries to it are forgotten, and posts that chose it no longer name it in destinationIds. The hosted blog cannot be removed: 409 HOSTED_BLOG.",
  permission: "settings:manage",
  status: 204,
  audit: "blog_destination.delete",
  params: idParams,
  errors: [404, 409],
});

export const testBlogDestination = contract({
  method: "POST",
  path: "/api/blog/destinations/:id/test",
  tag: TAG,
  summary: "Send a test to a blog destination",
  description:
    "Checks the address and the credentials without publishing (WordPress: users/me; Ghost: reads one post; webhook: a signed `test` event). Answers 200 {success, message}: the destination's own words when it refused.",
  permission: "settings:manage",
  audit: "blog_destination.test",
  params: idParams,
  response: z.object({ success: z.boolean(), message: z.string() }),
  errors: [404],
});

export const BlogDeliveryDTO = z.object({
  destinationId: uuid,
  destination: z.string(),
  kind: z.enum(BLOG_DESTINATION_KINDS),
  status: z.enum(DELIVERY_STATUSES),
  remoteId: z.string().nullable(),
  url: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  deliveredAt: timestamp.nullable(),
});
export type BlogDeliveryDTO = z.input<typeof BlogDeliveryDTO>;

export const PublishBlogPostBody = z.object({
  destinationIds: z.array(uuid).max(50, "must name at most 50 destinations").optional(),
});

export const listBlogDeliveries = contract({
  method: "GET",
  path: "/api/blog/posts/:id/deliveries",
  tag: "Blog posts",
  summary: "Where a blog post was sent, and its state at each destination",
  params: idParams,
  response: z.array(BlogDeliveryDTO),
  errors: [404],
});

export const unpublishBlogPost = contract({
  method: "POST",
  path: "/api/blog/posts/:id/unpublish",
  tag: "Blog posts",
  summary: "Take a blog post back from every destination",
  description:
    "Moves the post back to DRAFT and removes it at each destination it was published to (WordPress: to the trash; Ghost: deleted; webhook: a blog_post.unpublished event). Answers the deliveries with their states; one destination failing does not stop the others.",
  permission: "content:publish",
  audit: "blog_post.unpublish",
  params: idParams,
  response: z.object({ deliveries: z.array(BlogDeliveryDTO) }),
  errors: [404],
});
