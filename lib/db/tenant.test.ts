import { describe, expect, it } from "vitest";
import { adminDb, forCompany, tenantModels } from "@/lib/db";
import { signUp } from "@/tests/helpers/users";

describe("forCompany", () => {
  it("derives tenant-owned models from the schema", () => {
    expect(tenantModels.has("Campaign")).toBe(true);
    expect(tenantModels.has("User")).toBe(true);
    expect(tenantModels.has("Identity")).toBe(false);
  });

  it("reads, updates and deletes only the caller's rows and forces companyId on create", async () => {
    const a = await signUp();
    const b = await signUp();
    const dbA = forCompany(a.companyId);
    const dbB = forCompany(b.companyId);
    const created = await dbA.campaign.create({ data: { name: "A's", companyId: b.companyId } as never });
    expect(created.companyId).toBe(a.companyId);

    expect(await dbB.campaign.findUnique({ where: { id: created.id } })).toBeNull();
    expect(await dbB.campaign.count()).toBe(0);
    expect((await dbB.campaign.updateMany({ where: { id: created.id }, data: { name: "hijacked" } })).count).toBe(0);
    await expect(dbB.campaign.update({ where: { id: created.id }, data: { name: "hijacked" } })).rejects.toThrow();
    await expect(dbB.campaign.delete({ where: { id: created.id } })).rejects.toThrow();
    expect((await adminDb().campaign.findUniqueOrThrow({ where: { id: created.id } })).name).toBe("A's");

    expect((await dbA.company.findFirstOrThrow()).id).toBe(a.companyId);
    expect(await dbB.company.findUnique({ where: { id: a.companyId } })).toBeNull();
  });

  it("refuses a filter whose value is undefined instead of matching every row", async () => {
    const a = await signUp();
    await expect(forCompany(a.companyId).campaign.findMany({ where: { name: undefined } })).rejects.toThrow(/Undefined filter/);
  });

  it("refuses models that are not tenant-owned", async () => {
    const a = await signUp();
    await expect(forCompany(a.companyId).identity.findMany()).rejects.toThrow(/not tenant-owned/);
  });
});
