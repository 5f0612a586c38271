import { describe, expect, it } from "vitest";
import { adminDb, tenantCtxFor } from "@/lib/db";
import { signUp } from "../helpers/users";
import { startAttempt } from "@/lib/social/delivery/deliver-occurrence";

async function scheduledOccurrence(
  companyId: string,
  status: "SCHEDULED" | "FAILED" | "PUBLISHED" | "UNKNOWN" = "SCHEDULED",
) {
  const post = await adminDb().socialPost.create({
    data: { companyId, content: "Hello", platforms: ["bluesky"], status: "SCHEDULED" },
  });
  return adminDb().postOccurrence.create({
    data: { companyId, sourcePostId: post.id, platform: "bluesky", scheduledAt: new Date(), content: "Hello", status },
  });
}

describe("startAttempt", () => {
  it("gives one attempt to one of two runners racing for it, and counts it", async () => {
    const owner = await signUp();
    const occurrence = await scheduledOccurrence(owner.companyId);
    const [a, b] = await Promise.all([
      startAttempt(tenantCtxFor(owner.companyId), occurrence.id),
      startAttempt(tenantCtxFor(owner.companyId), occurrence.id),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const row = await adminDb().postOccurrence.findUniqueOrThrow({ where: { id: occurrence.id } });
    expect(row).toMatchObject({ status: "PUBLISHING", attempts: 1 });
    expect(row.attemptStartedAt).not.toBeNull();
  });

  it("takes a FAILED occurrence back for a retry, never a PUBLISHED or UNKNOWN one (UNKNOWN is reconciled first)", async () => {
    const owner = await signUp();
    const ctx = tenantCtxFor(owner.companyId);
    expect(await startAttempt(ctx, (await scheduledOccurrence(owner.companyId, "FAILED")).id)).not.toBeNull();
    expect(await startAttempt(ctx, (await scheduledOccurrence(owner.companyId, "PUBLISHED")).id)).toBeNull();
    expect(await startAttempt(ctx, (await scheduledOccurrence(owner.companyId, "UNKNOWN")).id)).toBeNull();
  });

  it("never reaches another company's occurrence", async () => {
    const [owner, other] = [await signUp(), await signUp()];
    const theirs = await scheduledOccurrence(other.companyId);
    expect(await startAttempt(tenantCtxFor(owner.companyId), theirs.id)).toBeNull();
    expect((await adminDb().postOccurrence.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe("SCHEDULED");
  });
});
