import { ApiError } from "@/lib/api/errors";

/** Where a company changes its plan (the billing settings page). */
export const UPGRADE_PATH = "/settings/billing";

export interface LimitRefusal {
  /** Which limit: an entitlement key (team_members, social_accounts) or an AI action type. */
  action: string;
  /** The limit in words, plural: "team members", "connected social accounts". */
  what: string;
  limit: number;
  used: number;
  /** Replaces the first sentence (e.g. a chat session's own limit); the upgrade hint is always added. */
  message?: string;
  /** How else to make room, e.g. "remove a member or revoke an invitation first". */
  orElse?: string;
}

/**
 * The one refusal of a plan limit (decisions.md "Billing (checkout, portal, subscription)" and
 * "AI"): 403 `{error: "LIMIT_REACHED", message, action, limit, used}`, its message naming the
 * limit and how to upgrade. A downgrade keeps all data: only the new action is refused.
 */
export function limitReached(r: LimitRefusal): ApiError {
  const first =
    r.message ??
    (r.limit === 0
      ? `Your plan does not include ${r.what}.`
      : `Your plan allows ${r.limit} ${r.what} and ${r.used} are in use.`);
  const upgrade = `Upgrade your plan in Settings → Billing (${UPGRADE_PATH})${r.orElse ? `, or ${r.orElse}` : ""}.`;
  return new ApiError(403, "LIMIT_REACHED", {
    message: `${first.replace(/[.;]?$/, ".")} ${upgrade}`,
    fields: { action: r.action, limit: r.limit, used: r.used },
  });
}
