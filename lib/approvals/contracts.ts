import { z } from "zod";
import { contract } from "@/lib/api/contract";
import { idParams, pageQuery, timestamp, uuid } from "@/lib/api/schemas";

/** decisions.md "Approvals": review rounds of one's own content, and the switch that makes them a gate. */

export const APPROVAL_STATUSES = ["pending", "approved", "rejected", "changes_requested"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_CONTENT_TYPES = ["social", "blog", "script"] as const;
export type ApprovalContentType = (typeof APPROVAL_CONTENT_TYPES)[number];
export const APPROVAL_ACTIONS = ["submitted", "approved", "rejected", "changes_requested", "resubmitted"] as const;

const comment = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const ApprovalHistoryEntry = z.object({
  action: z.enum(APPROVAL_ACTIONS),
  userId: uuid.nullable(),
  name: z.string().describe("Who acted, as shown in the history"),
  at: timestamp,
  comment: z.string().nullable(),
});
export type ApprovalHistoryEntry = z.input<typeof ApprovalHistoryEntry>;

export const ApprovalDTO = z.object({
  id: uuid,
  type: z.enum(APPROVAL_CONTENT_TYPES),
  contentId: uuid,
  content: z.string().describe("The text under review (a blog's or script's title, a blank line, then its body)"),
  platform: z.string().nullable().describe("The post's first platform, or the script's; null for a blog post"),
  platforms: z.array(z.string()),
  status: z.enum(APPROVAL_STATUSES),
  current: z
    .boolean()
    .describe("false once the content changed after this round was submitted: it then needs a new round"),
  submittedAt: timestamp,
  submittedBy: z.object({ id: uuid, name: z.string() }).nullable(),
  reviewedAt: timestamp.nullable(),
  reviewedBy: uuid.nullable(),
  reason: z.string().nullable(),
  notes: z.string().nullable(),
  feedback: z.string().nullable(),
  history: z.array(ApprovalHistoryEntry),
});
export type ApprovalDTO = z.input<typeof ApprovalDTO>;

const tag = "Approvals";
const review = {
  tag,
  permission: "content:approve",
  params: idParams,
  response: ApprovalDTO,
  errors: [403, 404, 409],
} as const;

export const listApprovals = contract({
  method: "GET",
  path: "/api/approvals",
  tag,
  summary: "List approval items, newest first",
  description:
    "An array (the reference's shape). status filters by one state; contentType and contentId find one piece of content's rounds.",
  query: pageQuery.extend({
    status: z.enum(APPROVAL_STATUSES, { message: `must be one of ${APPROVAL_STATUSES.join(", ")}` }).optional(),
    contentType: z
      .enum(APPROVAL_CONTENT_TYPES, { message: `must be one of ${APPROVAL_CONTENT_TYPES.join(", ")}` })
      .optional(),
    contentId: uuid.optional(),
  }),
  response: z.array(ApprovalDTO),
});

export const submitApproval = contract({
  method: "POST",
  path: "/api/approvals",
  tag,
  summary: "Submit one's own content for approval",
  description:
    "Answers the new item, pending. After changes were asked for, its submitter submitting it again resubmits that round (pending again, as POST /api/approvals/:id/resubmit). 409 APPROVAL_ALREADY_OPEN while a round is pending, or awaits changes from another submitter.",
  permission: "content:create",
  status: 201,
  audit: "approval.submit",
  body: z.object({
    contentType: z.enum(APPROVAL_CONTENT_TYPES, { message: `must be one of ${APPROVAL_CONTENT_TYPES.join(", ")}` }),
    contentId: uuid,
  }),
  response: ApprovalDTO,
  errors: [403, 404, 409],
});

export const getApproval = contract({
  method: "GET",
  path: "/api/approvals/:id",
  tag,
  summary: "One approval item with its history",
  params: idParams,
  response: ApprovalDTO,
  errors: [404],
});

export const approveApproval = contract({
  ...review,
  method: "POST",
  path: "/api/approvals/:id/approve",
  summary: "Approve a pending item",
  description: "Sets reviewedAt and reviewedBy. Never one's own content (403); an item that is not pending: 409.",
  audit: "approval.approve",
  body: z.object({ notes: comment(2000).optional() }),
});

export const rejectApproval = contract({
  ...review,
  method: "POST",
  path: "/api/approvals/:id/reject",
  summary: "Reject a pending item",
  description: "Records reason and notes. Never one's own content (403); an item that is not pending: 409.",
  audit: "approval.reject",
  body: z.object({ reason: comment(500).min(1, "is required"), notes: comment(2000).optional() }),
});

export const requestApprovalChanges = contract({
  ...review,
  method: "POST",
  path: "/api/approvals/:id/request-changes",
  summary: "Ask the author for changes",
  description:
    "The item moves to changes_requested with the feedback; the author resubmits it. Never one's own content (403); not pending: 409.",
  audit: "approval.request_changes",
  body: z.object({ feedback: comment(2000).min(1, "is required") }),
});

export const resubmitApproval = contract({
  method: "POST",
  path: "/api/approvals/:id/resubmit",
  tag,
  summary: "Resubmit an item after changes were requested",
  description:
    "Only its submitter, only from changes_requested (409 otherwise); it is pending again and reviews the content as it is now.",
  permission: "content:create",
  params: idParams,
  audit: "approval.resubmit",
  body: z.object({ comment: comment(2000).optional() }),
  response: ApprovalDTO,
  errors: [403, 404, 409],
});

export const ApprovalSettingsDTO = z.object({ requireApproval: z.boolean() });

export const getApprovalSettings = contract({
  method: "GET",
  path: "/api/approvals/settings",
  tag,
  summary: "Whether content needs approval before it is scheduled or published",
  response: ApprovalSettingsDTO,
});

export const putApprovalSettings = contract({
  method: "PUT",
  path: "/api/approvals/settings",
  tag,
  summary: "Turn the approval gate on or off",
  description:
    "While on, every path that schedules or publishes answers 409 APPROVAL_REQUIRED for content whose latest approval is not approved for its current text, platforms and media.",
  permission: "settings:manage",
  audit: "approval.settings",
  body: ApprovalSettingsDTO,
  response: ApprovalSettingsDTO,
});

export const ApprovalShareDTO = z.object({
  url: z.string().describe("The public review page"),
  token: z.string(),
  expiresAt: timestamp,
});

export const shareApproval = contract({
  method: "POST",
  path: "/api/approvals/:id/share",
  tag,
  summary: "A review link for someone without an account",
  description:
    "Anyone holding the link sees a read-only preview and may approve or request changes under a name they give, until it expires (expiresInHours, default 72, at most 720) or is revoked. A new link replaces the previous one.",
  permission: "content:approve",
  params: idParams,
  status: 201,
  audit: "approval.share",
  body: z.object({ expiresInHours: z.number().int().min(1).max(720).default(72) }),
  response: ApprovalShareDTO,
  errors: [404],
});

export const revokeApprovalShare = contract({
  method: "DELETE",
  path: "/api/approvals/:id/share",
  tag,
  summary: "Revoke the item's review link",
  permission: "content:approve",
  params: idParams,
  audit: "approval.share_revoke",
  response: z.object({ success: z.boolean() }),
  errors: [404],
});

export const PublicApprovalDTO = z.object({
  type: z.enum(APPROVAL_CONTENT_TYPES),
  content: z.string(),
  platforms: z.array(z.string()),
  status: z.enum(APPROVAL_STATUSES),
  companyName: z.string(),
  submittedAt: timestamp,
  expiresAt: timestamp,
  history: z.array(ApprovalHistoryEntry.pick({ action: true, name: true, at: true, comment: true })),
});
export type PublicApprovalDTO = z.input<typeof PublicApprovalDTO>;

const shareTokenParams = z.object({ token: z.string().min(1).max(200) });
const PUBLIC = { tag, access: "public", audit: false, params: shareTokenParams, errors: [404] } as const;

export const getPublicApproval = contract({
  ...PUBLIC,
  method: "GET",
  path: "/api/public/approvals/:token",
  summary: "The item a review link shows",
  description: "An unknown, expired or revoked link: 404.",
  response: PublicApprovalDTO,
});

export const decidePublicApproval = contract({
  ...PUBLIC,
  method: "POST",
  path: "/api/public/approvals/:token/decision",
  summary: "An outside reviewer's decision",
  description:
    "Recorded in the history under the name given. Only a pending item (409 otherwise); an unknown, expired or revoked link: 404.",
  body: z.object({
    decision: z.enum(["approve", "request_changes"], { message: "must be approve or request_changes" }),
    name: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
    comment: comment(2000).optional(),
  }),
  response: PublicApprovalDTO,
  errors: [404, 409],
});
