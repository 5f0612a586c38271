import { BUILT_IN_ROLES } from "@/lib/auth/permissions";
import type { AdminDb } from "@/lib/db";

type Tx = Parameters<Parameters<AdminDb["$transaction"]>[0]>[0];

/** Every company gets owner, admin, editor and viewer. Returns their ids by name. */
export async function createBuiltInRoles(tx: Tx, companyId: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [name, def] of Object.entries(BUILT_IN_ROLES)) {
    const role = await tx.role.create({
      data: { companyId, name, description: def.description, permissions: [...def.permissions], isBuiltIn: true },
    });
    ids[name] = role.id;
  }
  return ids;
}
