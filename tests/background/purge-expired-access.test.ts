import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { adminDb } from "@/lib/db";
import { purgeExpiredAccess } from "@/inngest/functions/maintenance/purge-expired-access";
import { signUp, uniqueEmail } from "../helpers/users";

const DAY_MS = 24 * 3600 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/** A company with invitations and tokens on both sides of every retention line. */
async function companyWithAccessRows() {
  const owner = await signUp();
  const db = adminDb();
  const role = await db.role.findFirstOrThrow({ where: { companyId: owner.companyId } });
  const invite = (expiresAt: Date, acceptedAt: Date | null = null) =>
    db.invitation.create({
      data: { companyId: owner.companyId, email: uniqueEmail("invitee"), roleId: role.id, expiresAt, acceptedAt },
    });
  const token = (name: string, expiresAt: Date, revokedAt: Date | null = null) =>
    db.apiToken.create({
      data: { companyId: owner.companyId, userId: owner.userId, name, tokenHint: "abcd", expiresAt, revokedAt },
    });
  return {
    companyId: owner.companyId,
    purged: {
      invitationLongExpired: await invite(daysFromNow(-8)),
      tokenLongExpired: await token("long expired", daysFromNow(-31)),
      tokenLongRevoked: await token("long revoked", daysFromNow(60), daysFromNow(-31)),
    },
    kept: {
      invitationRecentlyExpired: await invite(daysFromNow(-2)),
      invitationAcceptedLongAgo: await invite(daysFromNow(-40), daysFromNow(-45)),
      invitationPending: await invite(daysFromNow(5)),
      tokenRecentlyExpired: await token("recently expired", daysFromNow(-3)),
      tokenRecentlyRevoked: await token("recently revoked", daysFromNow(60), daysFromNow(-3)),
      tokenActive: await token("active", daysFromNow(60)),
    },
  };
}

async function surviving(companyId: string) {
  const db = adminDb();
  const [invitations, tokens] = await Promise.all([
    db.invitation.findMany({ where: { companyId }, select: { id: true } }),
    db.apiToken.findMany({ where: { companyId }, select: { id: true } }),
  ]);
  return new Set([...invitations, ...tokens].map((row) => row.id));
}

const cronEvent = { name: "inngest/scheduled.timer", data: { cron: "0 3 * * *" } };

// A fresh engine per run: an engine remembers step results between its executions.
const runPurge = () => new InngestTestEngine({ function: purgeExpiredAccess, events: [cronEvent] }).execute();

describe("purge expired invitations and tokens (Inngest function)", () => {
  it("deletes invitations a week past expiry and tokens 30 days past expiry or revocation, keeping the rest", async () => {
    const rows = await companyWithAccessRows();
    const { result } = await runPurge();
    expect(result).toEqual({ invitations: expect.any(Number), tokens: expect.any(Number) });
    const { invitations, tokens } = result as { invitations: number; tokens: number };
    expect(invitations).toBeGreaterThanOrEqual(1);
    expect(tokens).toBeGreaterThanOrEqual(2);

    const left = await surviving(rows.companyId);
    for (const row of Object.values(rows.purged)) expect(left.has(row.id)).toBe(false);
    for (const row of Object.values(rows.kept)) expect(left.has(row.id)).toBe(true);
  });

  it("is idempotent: a second run deletes nothing more of a company's rows", async () => {
    const rows = await companyWithAccessRows();
    await runPurge();
    const afterFirst = await surviving(rows.companyId);
    const second = await runPurge();
    expect(second.ctx.step.run).toHaveBeenCalledTimes(2);
    expect(await surviving(rows.companyId)).toEqual(afterFirst);
    expect(afterFirst.size).toBe(Object.keys(rows.kept).length);
  });

  it("runs each deletion as its own step", async () => {
    await companyWithAccessRows();
    const { ctx } = await runPurge();
    expect(ctx.step.run).toHaveBeenCalledWith("delete-expired-invitations", expect.any(Function));
    expect(ctx.step.run).toHaveBeenCalledWith("delete-ended-tokens", expect.any(Function));
  });
});
