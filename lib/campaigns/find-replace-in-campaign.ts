import type { TenantCtx, TenantDb } from "@/lib/db";
import { findCampaignRow } from "./get-campaign";
import { countMatches, literalMatcher, replaceMatches } from "./literal-replace";

export interface FindReplaceInput {
  find: string;
  replace: string;
  dryRun: boolean;
}

/** Per record: the text fields searched, and an update for the fields that matched. */
function plan<T extends Record<string, unknown>>(
  record: T,
  fields: readonly (keyof T & string)[],
  matcher: RegExp,
  replacement: string,
) {
  let count = 0;
  const changes: Record<string, string> = {};
  for (const field of fields) {
    const value = record[field];
    if (typeof value !== "string") continue;
    const n = countMatches(value, matcher);
    if (n === 0) continue;
    count += n;
    changes[field] = replaceMatches(value, matcher, replacement);
  }
  return { count, changes };
}

/**
 * Literal, case-insensitive find-and-replace over the campaign's brief and goal and the text of its
 * posts, blogs and scripts. Only records that match are written (others keep their updatedAt);
 * a dry run writes nothing.
 */
export async function findReplaceInCampaign(
  ctx: TenantCtx,
  id: string,
  input: FindReplaceInput,
): Promise<{ count: number; dryRun: boolean }> {
  await findCampaignRow(ctx, id);
  const matcher = literalMatcher(input.find);
  const run = async (tx: TenantDb) => {
    const campaign = await tx.campaign.findFirstOrThrow({
      where: { id },
      select: { id: true, brief: true, goal: true },
    });
    const posts = await tx.socialPost.findMany({ where: { campaignId: id }, select: { id: true, content: true } });
    const blogs = await tx.blogPost.findMany({
      where: { campaignId: id },
      select: { id: true, title: true, markdownBody: true },
    });
    const scripts = await tx.videoScript.findMany({
      where: { campaignId: id },
      select: { id: true, title: true, script: true },
    });

    const campaignPlan = plan(campaign, ["brief", "goal"], matcher, input.replace);
    const postPlans = posts.map((p) => ({ id: p.id, ...plan(p, ["content"], matcher, input.replace) }));
    const blogPlans = blogs.map((b) => ({ id: b.id, ...plan(b, ["title", "markdownBody"], matcher, input.replace) }));
    const scriptPlans = scripts.map((s) => ({ id: s.id, ...plan(s, ["title", "script"], matcher, input.replace) }));
    const count = [campaignPlan, ...postPlans, ...blogPlans, ...scriptPlans].reduce((sum, p) => sum + p.count, 0);
    if (input.dryRun || count === 0) return count;

    if (campaignPlan.count) await tx.campaign.update({ where: { id }, data: campaignPlan.changes });
    for (const p of postPlans) if (p.count) await tx.socialPost.update({ where: { id: p.id }, data: p.changes });
    for (const b of blogPlans) if (b.count) await tx.blogPost.update({ where: { id: b.id }, data: b.changes });
    for (const s of scriptPlans) if (s.count) await tx.videoScript.update({ where: { id: s.id }, data: s.changes });
    return count;
  };
  const count = await ctx.db.$transaction(run);
  return { count, dryRun: input.dryRun };
}
