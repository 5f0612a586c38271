import { randomUUID } from "node:crypto";
import type { Contract } from "@/lib/api/contract";
import { createPersonalToken } from "@/lib/auth/contracts";
import { createQueue } from "@/lib/queues/contracts";
import { scheduleOccurrences } from "@/lib/scheduling/contracts";
import { submitApproval } from "@/lib/approvals/contracts";
import { createCampaign } from "@/lib/campaigns/contracts";
import { createBlogDestination } from "@/lib/blog-publishing/contracts";
import { createBlogPost, createPostAlias, createSocialPost, createVideoScript } from "@/lib/content/contracts";
import { createSavedReply } from "@/lib/inbox/contracts";
import { createLinkInBioPage } from "@/lib/link-in-bio/contracts";
import { createFolder, createPresignedUpload } from "@/lib/media/contracts";
import { createReport } from "@/lib/reports/contracts";
import { createRole, inviteMember } from "@/lib/team/contracts";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { runReportJob } from "@/lib/reports/jobs";
import { sealChatSecret } from "@/lib/teamchat/sealed-secret";
import { storeInboxItems } from "@/lib/inbox/store-items";
import { api } from "../helpers/app";
import { uploadAsset } from "../helpers/media";
import { connectAccount } from "../helpers/social-fakes";
import { devToken, uniqueEmail, type TestUser } from "../helpers/users";
import { validSample } from "./samples";

/**
 * What tests/generic/routes.test.ts needs to call a route with `:params` as a client would: a
 * resource of company A to aim at. Keys are contract paths; a route uses the longest key its own
 * path starts with (`/api/campaigns/:id` serves `/api/campaigns/:id/archive` too).
 *
 * Adding a resource is usually one line: `"/api/things/:id": creates(createThing),` (the body is
 * generated from the contract; pass one as the second argument when it needs specific values).
 */
export type Params = Record<string, string>;

export interface Fixture {
  /** Creates the resource as `owner` (company A) and returns the params that name it. */
  create(owner: TestUser): Promise<Params>;
  /** A GET URL (answered to the owner) that must not change when another company tries the route; default: the key path itself. */
  read?: (params: Params) => string;
  /** The params do not name a company's data (a platform name, a public slug): no cross-company check. */
  shared?: boolean;
}

export async function created(owner: TestUser, c: Contract, body?: unknown): Promise<Record<string, any>> {
  const payload = body ?? (c.body ? validSample(c.body) : undefined);
  const res = await api.post(c.path, { token: owner.token, body: payload ?? {} });
  if (res.status >= 300) throw new Error(`fixture ${c.method} ${c.path} failed: ${res.status} ${res.text}`);
  return res.body;
}

const WRITTEN_POST = { title: "Fixture post", markdownBody: "A few words." };

/** The resource a create contract makes; its `id` fills `:param`. */
function creates(c: Contract, body?: () => unknown, param = "id"): Fixture {
  return { create: async (owner) => ({ [param]: (await created(owner, c, body?.())).id }) };
}

/** A generation of a new report, left processing (nothing runs background jobs in the suite). */
async function reportJob(owner: TestUser): Promise<Params> {
  const report = await created(owner, createReport, { name: "Fixture report", reportType: "overview" });
  const res = await api.post(`/api/reports/${report.id}/generate`, { token: owner.token });
  if (res.status !== 202) throw new Error(`fixture report job failed: ${res.status} ${res.text}`);
  return { jobId: res.body.jobId };
}

async function teamMember(owner: TestUser): Promise<Params> {
  const email = uniqueEmail("member");
  await created(owner, inviteMember, { email, role: "editor" });
  const joined = await api.post("/api/auth/onboarding", { token: await devToken(email), body: {} });
  if (joined.status !== 201) throw new Error(`fixture member onboarding failed: ${joined.status} ${joined.text}`);
  return { id: joined.body.user.id };
}

/** Link-in-bio pages are named by their slug, unique across companies. */
const linkInBioPage = (owner: TestUser) =>
  created(owner, createLinkInBioPage, { slug: `fixture-${randomUUID().slice(0, 8)}`, title: "Fixture page" });

export const fixtures: Record<string, Fixture> = {
  "/api/auth/tokens/:id": { ...creates(createPersonalToken), read: () => "/api/auth/tokens" },
  "/api/campaigns/:id": creates(createCampaign),
  // Written, so that publishing it is allowed (an empty post is never published).
  "/api/blog/posts/:id": creates(createBlogPost, () => WRITTEN_POST),
  "/api/blog/destinations/:id": creates(createBlogDestination, () => exampleBodies["POST /api/blog/destinations"]),
  "/api/posts/:id": creates(createPostAlias),
  "/api/social-posts/:id": creates(createSocialPost),
  "/api/video-scripts/:id": creates(createVideoScript),
  "/api/approvals/:id": {
    create: async (owner) => {
      const post = await created(owner, createSocialPost, {
        content: `fixture ${randomUUID()}`,
        platforms: ["bluesky"],
      });
      return { id: (await created(owner, submitApproval, { contentType: "social", contentId: post.id })).id };
    },
  },
  // A review link's token is its own credential, like the upload address below.
  "/api/public/approvals/:token": {
    shared: true,
    create: async (owner) => {
      const post = await created(owner, createSocialPost, {
        content: `fixture ${randomUUID()}`,
        platforms: ["bluesky"],
      });
      const item = await created(owner, submitApproval, { contentType: "social", contentId: post.id });
      const share = await api.post(`/api/approvals/${item.id}/share`, { token: owner.token, body: {} });
      if (share.status !== 201) throw new Error(`fixture review link failed: ${share.status} ${share.text}`);
      return { token: share.body.token };
    },
  },
  // An item the company's Bluesky account received, stored as a sync stores it.
  "/api/inbox/:id": {
    create: async (owner) => {
      const account = await connectAccount(owner, "bluesky");
      const { ids } = await storeInboxItems(tenantCtxFor(owner.companyId), account.id, [
        {
          id: `at://did:plc:fixture/app.bsky.feed.post/${randomUUID()}`,
          kind: "mention",
          text: "Fixture mention",
          createdAt: new Date(),
          url: null,
          author: { id: "did:plc:fixture", username: "fixture.bsky.fake", displayName: "Fixture", avatarUrl: null },
          subjectPostId: null,
        },
      ]);
      return { id: ids[0] };
    },
  },
  "/api/inbox/saved-replies/:id": {
    ...creates(createSavedReply, () => ({ name: `Fixture ${randomUUID().slice(0, 8)}`, content: "Hi {{authorName}}" })),
    read: () => "/api/inbox/saved-replies",
  },
  "/api/reports/:id": creates(createReport, () => ({ name: "Monthly", reportType: "overview" })),
  "/api/reports/jobs/:jobId": { create: reportJob },
  "/api/reports/jobs/:jobId/download": {
    // The file exists once the background job ran; it is run here directly.
    create: async (owner) => {
      const params = await reportJob(owner);
      await runReportJob(tenantCtxFor(owner.companyId), params.jobId);
      return params;
    },
    read: (params) => `/api/reports/jobs/${params.jobId}`,
  },
  "/api/roles/:id": { ...creates(createRole), read: () => "/api/roles" },
  "/api/team/:id": { create: teamMember, read: () => "/api/team" },
  "/api/team/invitations/:id": {
    ...creates(inviteMember, () => ({ email: uniqueEmail("invitee"), role: "viewer" })),
    read: () => "/api/team",
  },
  // Asset answers carry viewUrls signed at read time, so two reads differ; the owner's image list does not.
  "/api/assets/:id": {
    create: async (owner) => ({ id: (await uploadAsset(owner.token)).body.asset.id }),
    read: () => "/api/upload/images",
  },
  "/api/upload/images/:id": {
    create: async (owner) => ({ id: (await uploadAsset(owner.token)).body.asset.id }),
    read: () => "/api/upload/images",
  },
  "/api/link-in-bio/:slug": { create: async (owner) => ({ slug: (await linkInBioPage(owner)).slug }) },
  "/api/link-in-bio/:slug/links/:id": {
    create: async (owner) => {
      const { slug } = await linkInBioPage(owner);
      const link = await api.post(`/api/link-in-bio/${slug}/links`, {
        token: owner.token,
        body: { title: "Fixture link", url: "https://example.com/" },
      });
      if (link.status !== 201) throw new Error(`fixture link failed: ${link.status} ${link.text}`);
      return { slug, id: link.body.id };
    },
    read: (params) => `/api/link-in-bio/${params.slug}/links`,
  },
  // The address POST /api/upload/presigned-url hands out: its token is the credential, good for one upload.
  "/api/upload/presigned/:token": {
    shared: true,
    create: async (owner) => {
      const { uploadUrl } = await created(owner, createPresignedUpload, {
        filename: "photo.png",
        contentType: "image/png",
        fileSize: 1000,
      });
      return { token: new URL(uploadUrl, "http://localhost").pathname.split("/").at(-1)! };
    },
  },
  // An action type, not a company's data.
  "/api/entitlements/check/:action": { shared: true, create: async () => ({ action: "ONE_SHOT_REFINEMENT" }) },
  "/api/assets/folders/:id": {
    ...creates(createFolder, () => ({ name: `folder-${randomUUID()}` })),
    read: () => "/api/assets/folders",
  },
  // A Discord connection stored as connecting one does (its channels need no call to Discord).
  "/api/integrations/channels/:id": {
    create: async (owner) => {
      const id = randomUUID();
      await adminDb().chatConnection.create({
        data: {
          id,
          companyId: owner.companyId,
          channelType: "discord",
          workspaceId: id,
          workspaceName: "Alerts",
          secret: sealChatSecret(id, "secret", "https://discord.com/api/webhooks/1/fixture"),
          channels: [{ id: "1", name: "Alerts", isPrivate: false }],
        },
      });
      return { id };
    },
    read: () => "/api/integrations/channels",
  },
  // A kind of team chat, not a company's data.
  "/api/integrations/channels/connect/:type": { shared: true, create: async () => ({ type: "slack" }) },
  "/api/integrations/channels/callback/:type": { shared: true, create: async () => ({ type: "slack" }) },
  // A network, not a company's data; routes that name accounts use the company's Bluesky account
  // (connected to the fake networks, started on first use).
  "/api/social/:platform": { shared: true, create: async () => ({ platform: "bluesky" }) },
  // X here: disconnecting the company's own account must leave the Bluesky one others publish through.
  "/api/social/:platform/disconnect": { shared: true, create: async () => ({ platform: "twitter" }) },
  // The company's Bluesky account: one account a login, so it lists no choices.
  "/api/social/accounts/:id": {
    create: async (owner) => ({ id: (await connectAccount(owner, "bluesky")).id }),
    read: () => "/api/social/accounts",
  },
  "/api/social/:platform/analytics/:postId": {
    create: async (owner) => {
      await connectAccount(owner, "bluesky");
      const res = await api.post("/api/social/bluesky/publish", {
        token: owner.token,
        body: { content: `fixture ${randomUUID()}` },
      });
      if (res.status !== 200) throw new Error(`fixture publish failed: ${res.status} ${res.text}`);
      return { platform: "bluesky", postId: res.body.occurrenceId };
    },
    read: () => "/api/social/accounts",
  },
  "/api/queues/:id": {
    ...creates(createQueue, () => ({
      name: "Fixture queue",
      platforms: ["bluesky"],
      timeZone: "Europe/Berlin",
      slots: [{ dayOfWeek: null, time: "09:00" }],
    })),
    read: () => "/api/queues",
  },
  "/api/queues/:id/items/:itemId": {
    create: async (owner) => {
      await connectAccount(owner, "bluesky");
      const queue = await created(owner, createQueue, {
        name: "Fixture queue",
        platforms: ["bluesky"],
        timeZone: "UTC",
        slots: [{ dayOfWeek: null, time: "09:00" }],
      });
      const item = await api.post(`/api/queues/${queue.id}/items`, {
        token: owner.token,
        body: { content: `fixture ${randomUUID()}` },
      });
      if (item.status !== 201) throw new Error(`fixture queue item failed: ${item.status} ${item.text}`);
      return { id: queue.id, itemId: item.body.id };
    },
    read: (params) => `/api/queues/${params.id}/items`,
  },
  "/api/social-posts/scheduled/:occurrenceId": {
    create: async (owner) => {
      await connectAccount(owner, "bluesky");
      const body = {
        content: `fixture ${randomUUID()}`,
        platforms: ["bluesky"],
        scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      };
      return { occurrenceId: (await created(owner, scheduleOccurrences, body)).occurrenceId };
    },
    read: () => "/api/social-posts/scheduled?includeCancelled=true",
  },
};

/**
 * Bodies for routes whose valid body cannot be generated from the schema (cross-field rules),
 * keyed `METHOD /path`. Used to reach the handler when another company aims at A's resource.
 */
export const exampleBodies: Record<string, unknown> = {
  // Assigning: the one bulk action that reads every id field (itemIds and assignedToId).
  "POST /api/inbox/bulk": { action: "assign", itemIds: [randomUUID()], assignedToId: randomUUID() },
  // A webhook destination at a private address: "send test" is refused by the outbound guard without a connection.
  "POST /api/blog/destinations": {
    kind: "webhook",
    name: "Example",
    baseUrl: "http://10.255.0.1/hook",
    secret: "example-signing-secret",
  },
  // endDate on or after startDate, at most 92 days later.
  "POST /api/generate-content-calendar": { startDate: "2099-01-01", endDate: "2099-01-07" },
  // Link URLs must be http(s), which a generated string is not.
  "POST /api/link-in-bio/:slug/links": { title: "Example", url: "https://example.com/" },
  // Exactly one of scheduledAt or platformSchedules, and a time not in the past.
  // Bluesky: the network the suite connects for a company (rowMakers.socialAccount).
  "POST /api/posts/:id/schedule": { platforms: ["bluesky"], scheduledAt: "2099-01-01T09:00:00.000Z" },
  "POST /api/social-posts/scheduled": {
    content: "Example",
    platforms: ["bluesky"],
    scheduledAt: "2099-01-01T09:00:00.000Z",
  },
  "POST /api/social-posts/batch-schedule": {
    content: "Example",
    platforms: ["bluesky"],
    scheduledAt: "2099-01-01T09:00:00.000Z",
  },
  "POST /api/social-posts/schedule": {
    postId: "00000000-0000-4000-8000-000000000000",
    platforms: ["bluesky"],
    scheduledAt: "2099-01-01T09:00:00.000Z",
  },
  "PATCH /api/social-posts/scheduled/:occurrenceId": { scheduledAt: "2099-01-01T09:00:00.000Z" },
  // An IANA zone and HH:MM slots, which generated strings are not.
  "POST /api/queues": {
    name: "Example",
    platforms: ["bluesky"],
    timeZone: "UTC",
    slots: [{ dayOfWeek: null, time: "09:00" }],
  },
  "PUT /api/queues/:id": { name: "Example", timeZone: "UTC", slots: [{ dayOfWeek: 1, time: "09:00" }] },
  "POST /api/queues/:id/items": { content: "Example" },
  // A schedule's day must match its frequency; a custom range needs its days.
  "POST /api/reports": { name: "Example", reportType: "overview" },
  "PUT /api/reports/:id": { name: "Example" },
  // The gate left off: suites that call every route go on scheduling in the same company afterwards.
  "PUT /api/approvals/settings": { requireApproval: false },
  // At least two variants with unique names.
  "POST /api/admin/ab-tests": {
    name: "Example",
    task: "field_refinement",
    variants: [
      { name: "a", weight: 1, provider: "openai", model: "gpt-4o-mini" },
      { name: "b", weight: 1, provider: "openai", model: "gpt-4o" },
    ],
  },
};

/** Queries whose fields only count together (moveToCampaignId needs action=move_content), keyed `METHOD /path`. */
export const exampleQueries: Record<string, Record<string, unknown>> = {
  // The first page: a cursor only this list can give.
  "GET /api/inbox": { limit: 10 },
  "DELETE /api/campaigns/:id": { action: "move_content" },
};

/**
 * How to make a row of each tenant-owned kind that a contract field can name by id. The generic
 * suite (tenant-ids.test.ts) makes one in another company and sends its id in every body or query
 * field naming that kind. A field's kind: ID_FIELD_KINDS when listed there, else the kind its name
 * (without Id/Ids) ends with or that ends with it: `moveToCampaignId` → campaign, `mediaAssetIds`
 * → mediaAsset, `folderId` → mediaFolder.
 */
export const rowMakers: Record<string, (user: TestUser) => Promise<string>> = {
  campaign: async (user) => (await created(user, createCampaign)).id,
  role: async (user) => (await created(user, createRole)).id,
  user: async (user) => (await teamMember(user)).id,
  socialPost: async (user) => (await created(user, createSocialPost)).id,
  blogPost: async (user) => (await created(user, createBlogPost, WRITTEN_POST)).id,
  videoScript: async (user) => (await created(user, createVideoScript)).id,
  // Uploaded for real: publishing sends the asset's bytes to a network.
  mediaAsset: async (user) => (await uploadAsset(user.token)).body.asset.id,
  socialAccount: async (user) => (await connectAccount(user, "bluesky")).id,
  twitterAccount: async (user) => (await connectAccount(user, "twitter")).id,
  mediaFolder: async (user) =>
    (await adminDb().mediaFolder.create({ data: { companyId: user.companyId, name: `fixture-${randomUUID()}` } })).id,
  inboxItem: async (user) => (await fixtures["/api/inbox/:id"].create(user)).id,
  blogDestination: async (user) => (await fixtures["/api/blog/destinations/:id"].create(user)).id,
};

/** Id fields whose name does not say their kind. */
export const ID_FIELD_KINDS: Record<string, string> = {
  // A media folder's parent folder.
  parentId: "mediaFolder",
  // Names a row of the table contentType says; the generated body's contentType is SOCIAL_POST.
  contentId: "socialPost",
  // The disconnect route's account (of the X network its fixture names).
  accountId: "twitterAccount",
  // A link-in-bio page's avatar, from the media library.
  avatarAssetId: "mediaAsset",
  // The social post a schedule route schedules.
  sourcePostId: "socialPost",
  postId: "socialPost",
  // The member an inbox item is assigned to.
  assignedToId: "user",
  // The inbox items a bulk action changes.
  itemIds: "inboxItem",
  // The blog destinations a publish sends the post to.
  destinationIds: "blogDestination",
  // A blog post's featured image, from the media library.
  coverImageId: "mediaAsset",
};

/** uuid fields named …Id(s) that name no tenant-owned row, each with the reason. */
export const NOT_TENANT_IDS: Record<string, string> = {};
