import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { adminDb, assertOwned, forCompany } from "@/lib/db";
import { signUp } from "@/tests/helpers/users";

describe("assertOwned", () => {
  it("passes for the company's own ids, repeated or mixed with null, and for no ids", async () => {
    const a = await signUp();
    const [one, two] = await Promise.all(
      ["One", "Two"].map((name) => adminDb().campaign.create({ data: { companyId: a.companyId, name } })),
    );
    const db = forCompany(a.companyId);
    await expect(assertOwned(db, "campaign", one.id)).resolves.toBeUndefined();
    await expect(assertOwned(db, "campaign", [one.id, two.id, one.id, null, undefined])).resolves.toBeUndefined();
    await expect(assertOwned(db, "campaign", null)).resolves.toBeUndefined();
    await expect(assertOwned(db, "campaign", [])).resolves.toBeUndefined();
  });

  it("answers 404 when any id is another company's or unknown, naming the model", async () => {
    const a = await signUp();
    const b = await signUp();
    const mine = await adminDb().campaign.create({ data: { companyId: a.companyId, name: "Mine" } });
    const theirs = await adminDb().campaign.create({ data: { companyId: b.companyId, name: "Theirs" } });
    const db = forCompany(a.companyId);
    for (const ids of [theirs.id, [mine.id, theirs.id], [mine.id, "00000000-0000-4000-8000-000000000000"]]) {
      const refused = await assertOwned(db, "campaign", ids).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ status: 404, error: "Campaign not found" });
    }
    await expect(assertOwned(db, "socialPost", "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      error: "Social post not found",
    });
    await expect(assertOwned(db, "campaign", theirs.id, "Target campaign")).rejects.toMatchObject({
      error: "Target campaign not found",
    });
  });
});
