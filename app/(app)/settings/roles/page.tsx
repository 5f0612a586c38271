import type { Metadata } from "next";
import { RolesPanel } from "@/components/settings/roles/roles-panel";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Roles" };

export default async function RolesPage() {
  const user = await currentShellUser();
  return <RolesPanel canManage={user.permissions.includes("team:manage")} />;
}
