import { adminDb } from "@/lib/db";
import { devToken, uniqueEmail } from "./users";

/** A campaign of the given company, written directly so content tests do not depend on the campaigns API. */
export async function insertCampaign(companyId: string, name = "Spring launch"): Promise<string> {
  const campaign = await adminDb().campaign.create({ data: { companyId, name } });
  return campaign.id;
}

/** A token for a new member of the company holding one of its built-in roles (editor, viewer, ...). */
export async function memberToken(companyId: string, roleName: string): Promise<string> {
  const role = await adminDb().role.findFirstOrThrow({ where: { companyId, name: roleName } });
  const email = uniqueEmail(roleName);
  await adminDb().user.create({ data: { companyId, roleId: role.id, email } });
  return devToken(email);
}
