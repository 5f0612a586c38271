import { otherMethods } from "@/lib/api/allowed-methods";
import { handle } from "@/lib/api/handle";
import * as contracts from "@/lib/link-in-bio/contracts";
import { linkInBioAnalytics } from "@/lib/link-in-bio/analytics";

export const GET = handle(contracts.getLinkInBioAnalytics, ({ ctx, params, query }) =>
  linkInBioAnalytics(ctx, params.slug, query),
);
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
