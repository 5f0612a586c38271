import type { Contract, HttpMethod } from "./contract";
import * as admin from "@/lib/admin/contracts";
import * as analytics from "@/lib/analytics/contracts";
import * as approvals from "@/lib/approvals/contracts";
import * as auth from "@/lib/auth/contracts";
import * as billing from "@/lib/billing/contracts";
import * as blogPublishing from "@/lib/blog-publishing/contracts";
import * as brand from "@/lib/brand/contracts";
import * as campaigns from "@/lib/campaigns/contracts";
import * as company from "@/lib/company/contracts";
import * as content from "@/lib/content/contracts";
import * as inbox from "@/lib/inbox/contracts";
import * as linkInBio from "@/lib/link-in-bio/contracts";
import * as media from "@/lib/media/contracts";
import * as notifications from "@/lib/notifications/contracts";
import * as queues from "@/lib/queues/contracts";
import * as reports from "@/lib/reports/contracts";
import * as scheduling from "@/lib/scheduling/contracts";
import * as social from "@/lib/social/contracts";
import * as system from "@/lib/system/contracts";
import * as team from "@/lib/team/contracts";
import * as teamchat from "@/lib/teamchat/contracts";
import * as usage from "@/lib/usage/contracts";
import * as webhooks from "@/lib/webhooks/contracts";
import * as website from "@/lib/website/contracts";

/**
 * Every domain's contracts module (`lib/<domain>/contracts.ts`, or `lib/<domain>/contracts/index.ts`
 * once split by resource). The OpenAPI document and the generic route tests read this list, so a
 * route whose module is missing here fails tests/generic/routes.test.ts.
 *
 * Adding a domain: import its module above (`import * as campaigns from "@/lib/campaigns/contracts";`)
 * and add its name to `modules` below. A new resource file of a split domain only needs its line in
 * that domain's index.
 */
const modules: Record<string, Record<string, unknown>> = {
  admin,
  analytics,
  approvals,
  auth,
  billing,
  blogPublishing,
  brand,
  campaigns,
  company,
  content,
  inbox,
  linkInBio,
  media,
  notifications,
  queues,
  reports,
  scheduling,
  social,
  system,
  team,
  teamchat,
  usage,
  webhooks,
  website,
};

const METHODS: readonly string[] = ["GET", "POST", "PUT", "PATCH", "DELETE"] satisfies HttpMethod[];

function isContract(value: unknown): value is Contract {
  if (typeof value !== "object" || value === null) return false;
  const c = value as Partial<Contract>;
  return (
    typeof c.method === "string" &&
    METHODS.includes(c.method) &&
    typeof c.path === "string" &&
    c.path.startsWith("/") &&
    typeof c.tag === "string" &&
    typeof c.summary === "string"
  );
}

export interface RegisteredContract {
  /** `<module>.<export>`, unique; the OpenAPI operationId. */
  id: string;
  contract: Contract;
}

function collect(): RegisteredContract[] {
  const seen = new Set<Contract>();
  const out: RegisteredContract[] = [];
  for (const [moduleName, mod] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(mod)) {
      if (!isContract(value) || seen.has(value)) continue;
      seen.add(value);
      out.push({ id: `${moduleName}.${exportName}`, contract: value });
    }
  }
  return out;
}

export const registeredContracts: readonly RegisteredContract[] = collect();

export const allContracts: readonly Contract[] = registeredContracts.map((r) => r.contract);
