import { z } from "zod";

/** Pieces shared by the campaign contract files (not re-exported by the index). */

export const campaignName = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters");

/** Every campaign route: its OpenAPI tag, and 404s as `{message}` (decisions.md "Errors"). */
export const campaignContract = { tag: "Campaigns", errorStyle: "campaign" } as const;
/** Campaign routes that change something. */
export const manage = { ...campaignContract, permission: "campaigns:manage" } as const;
