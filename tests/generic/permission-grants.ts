import type { Contract } from "@/lib/api/contract";
import type { Permission } from "@/lib/auth/permissions";

/**
 * Who may call each route, written from the spec rather than from the contracts: decisions.md
 * "Roles and permissions" (and the rules next to each feature), "Identities and tokens", and
 * platform-api.md "Authentication". tests/generic/permissions.test.ts holds every contract to this
 * table and runs every route as each role, so a route that asks for the wrong permission (or none)
 * cannot go unnoticed. A new route needs its area here (or an entry in ROUTE_GRANTS).
 */
export type Grant =
  /** Anyone, with or without a token. */
  | "public"
  /** Any signed-in identity, onboarded or not. */
  | "identity"
  /** Any user of the company, whatever their role. */
  | "member"
  /** A user whose role holds this permission. */
  | Permission
  /** A Super Admin, whatever their company role. */
  | "superAdmin"
  /** A user whose company role is owner or admin, whatever it holds (platform-api.md: "admin only"). */
  | "owner or admin"
  /** A Super Admin whose company role is owner or admin (the package admin routes). */
  | "superAdmin, owner or admin";

/** Areas of the API by path prefix: what reading (GET) and what changing (any other method) needs. The longest prefix wins. */
const AREAS: Record<string, { read: Grant; write: Grant }> = {
  "/api/health": { read: "public", write: "public" },
  "/api/openapi.json": { read: "public", write: "public" },
  "/api/public": { read: "public", write: "public" },
  "/l": { read: "public", write: "public" },
  // A signed, expiring media address is its own credential.
  "/api/media/:token": { read: "public", write: "public" },
  // The networks' inbound notifications, verified by their handshakes and signatures (decisions.md "Inbox").
  "/api/webhooks": { read: "public", write: "public" },

  "/api/auth": { read: "identity", write: "identity" },
  // Personal tokens are each member's own, whatever the role.
  "/api/auth/tokens": { read: "member", write: "member" },

  "/api/admin": { read: "superAdmin", write: "superAdmin" },
  "/api/admin/packages": { read: "superAdmin, owner or admin", write: "superAdmin, owner or admin" },
  "/api/platform": { read: "superAdmin", write: "superAdmin" },
  "/api/features": { read: "member", write: "member" },
  "/api/entitlements": { read: "member", write: "member" },
  "/api/usage": { read: "member", write: "member" },
  // platform-api.md "Authentication": the company usage endpoint is admin only.
  "/api/usage/company": { read: "owner or admin", write: "owner or admin" },

  // Refreshing the figures from the networks changes no one's work: whoever may see them may refresh them.
  "/api/analytics": { read: "analytics:view", write: "analytics:view" },
  "/api/reports": { read: "analytics:view", write: "reports:manage" },
  "/api/social/analytics": { read: "analytics:view", write: "analytics:view" },
  "/api/social/:platform/analytics": { read: "analytics:view", write: "analytics:view" },
  "/api/campaigns/:id/analytics": { read: "analytics:view", write: "analytics:view" },
  "/api/link-in-bio/:slug/analytics": { read: "analytics:view", write: "analytics:view" },

  "/api/campaigns": { read: "member", write: "campaigns:manage" },

  "/api/social-posts": { read: "member", write: "content:create" },
  "/api/posts": { read: "member", write: "content:create" },
  "/api/blog/posts": { read: "member", write: "content:create" },
  "/api/video-scripts": { read: "member", write: "content:create" },
  "/api/link-in-bio": { read: "member", write: "content:create" },

  // Scheduling and publishing, and the schedules they follow.
  "/api/social-posts/schedule": { read: "member", write: "content:publish" },
  "/api/social-posts/scheduled": { read: "member", write: "content:publish" },
  "/api/social-posts/batch-schedule": { read: "member", write: "content:publish" },
  "/api/social-posts/scheduling": { read: "member", write: "content:publish" },
  "/api/posts/:id/schedule": { read: "member", write: "content:publish" },
  "/api/blog/posts/:id/publish": { read: "member", write: "content:publish" },
  "/api/blog/posts/:id/unpublish": { read: "member", write: "content:publish" },
  // decisions.md "Blog publishing" and the issue: destinations are company settings; any member sees them (the publish panel lists them).
  "/api/blog/destinations": { read: "member", write: "settings:manage" },
  "/api/social/:platform/publish": { read: "member", write: "content:publish" },
  "/api/queues": { read: "member", write: "content:publish" },
  "/api/scheduling": { read: "member", write: "content:publish" },

  "/api/assets": { read: "member", write: "assets:manage" },
  "/api/upload": { read: "member", write: "assets:manage" },

  "/api/team": { read: "member", write: "team:manage" },
  "/api/roles": { read: "member", write: "team:manage" },

  "/api/company": { read: "member", write: "settings:manage" },
  "/api/brand-profile": { read: "member", write: "settings:manage" },

  // Connecting, changing and disconnecting accounts of networks.
  "/api/social": { read: "member", write: "integrations:manage" },

  // decisions.md "Billing": checkout and portal need billing:manage; the subscription's terms are billing's too.
  "/api/billing": { read: "billing:manage", write: "billing:manage" },

  // decisions.md "Approvals": reviewers decide; authors submit and resubmit; the gate is a company setting.
  "/api/approvals": { read: "member", write: "content:approve" },
  "/api/approvals/settings": { read: "member", write: "settings:manage" },
  // decisions.md "Inbox": status, assignment and deletes need inbox:manage; saved replies are for whoever replies.
  "/api/inbox": { read: "member", write: "inbox:manage" },
  "/api/inbox/saved-replies": { read: "member", write: "inbox:reply" },
  // Each member's own notifications.
  "/api/notifications": { read: "member", write: "member" },
  // decisions.md "Team chat": integrations:manage to connect, change or delete; any member sees them.
  "/api/integrations/channels": { read: "member", write: "integrations:manage" },
};

/** Single routes the rule of their area does not fit, keyed `METHOD /path`, each with its reason. */
const ROUTE_GRANTS: Record<string, Grant> = {
  "POST /api/auth/dev-login": "public",
  // Figures computed and answered, nothing saved: a read sent as POST for its body.
  "POST /api/reports/preview": "analytics:view",
  // The network's return stores the connection, a write though it is a GET.
  "GET /api/social/:platform/callback": "integrations:manage",
  // The pages a login manages are for whoever may connect them.
  "GET /api/social/accounts/:id/choices": "integrations:manage",
  // The upload address handed out by POST /api/upload/presigned-url is the credential.
  "PUT /api/upload/presigned/:token": "public",
  // Lemon Squeezy's notifications, verified by their signature.
  "POST /api/billing/webhook": "public",
  // AI writing aids and the brand and website analyses: suggestions answered, nothing saved
  // (the brand profile changes through PUT /api/brand-profile); whoever writes content.
  "POST /api/refine-field": "content:create",
  "POST /api/analyze-brand": "content:create",
  "POST /api/chat-brand": "content:create",
  "POST /api/preflight-check": "content:create",
  "POST /api/analyze-website": "content:create",
  "POST /api/generate-blog-post": "content:create",
  "POST /api/refine-blog-content": "content:create",
  "POST /api/generate-posts": "content:create",
  "POST /api/ai/assist-post": "content:create",
  "POST /api/generate-video-script": "content:create",
  "POST /api/generate-content-calendar": "content:create",
  "POST /api/generate-image": "content:create",
  "POST /api/approvals": "content:create",
  "POST /api/approvals/:id/resubmit": "content:create",
  // decisions.md "Inbox": replying (and drafting a reply, and pulling new items to answer) needs inbox:reply.
  "POST /api/inbox/:id/reply": "inbox:reply",
  "POST /api/inbox/:id/suggest-reply": "inbox:reply",
  "POST /api/inbox/sync": "inbox:reply",
  // The provider's return stores the connection, a write though it is a GET.
  "GET /api/integrations/channels/callback/:type": "integrations:manage",
  // Slack's button clicks, verified by Slack's signature; the clicking member's permission is checked inside.
  "POST /api/integrations/channels/slack/interactions": "public",
};

function area(path: string): { read: Grant; write: Grant } | undefined {
  const segments = path.split("/");
  let best: string | undefined;
  for (const key of Object.keys(AREAS)) {
    const keySegments = key.split("/");
    if (keySegments.length > segments.length || keySegments.some((s, i) => s !== segments[i])) continue;
    if (!best || key.length > best.length) best = key;
  }
  return best ? AREAS[best] : undefined;
}

/** What the spec grants for a route; undefined when this table does not cover it yet. */
export function specGrant(c: Contract): Grant | undefined {
  const exact = ROUTE_GRANTS[`${c.method} ${c.path}`];
  if (exact) return exact;
  const rule = area(c.path);
  return rule && (c.method === "GET" ? rule.read : rule.write);
}

/** What a contract declares, in the same terms. */
export function declaredGrant(c: Contract): Grant | string {
  const access = c.access ?? "user";
  if (access === "public" || access === "identity") return access;
  const roles = c.roles?.join(" or ");
  if (access === "superAdmin") return roles ? `superAdmin, ${roles}` : "superAdmin";
  if (roles) return c.permission ? `${roles} with ${c.permission}` : roles;
  return c.permission ?? "member";
}

/** The caller as far as a grant is concerned. */
export interface Caller {
  roleName: string;
  permissions: readonly string[];
  isSuperAdmin: boolean;
}

export function grants(grant: Grant, caller: Caller): boolean {
  switch (grant) {
    case "public":
    case "identity":
    case "member":
      return true;
    case "superAdmin":
      return caller.isSuperAdmin;
    case "owner or admin":
      return caller.roleName === "owner" || caller.roleName === "admin";
    case "superAdmin, owner or admin":
      return caller.isSuperAdmin && (caller.roleName === "owner" || caller.roleName === "admin");
    default:
      return caller.permissions.includes(grant);
  }
}
