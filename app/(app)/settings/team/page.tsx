import type { Metadata } from "next";
import { TeamPanel } from "@/components/settings/team/team-panel";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Team" };

export default async function TeamPage() {
  const user = await currentShellUser();
  return <TeamPanel currentUserId={user.userId} canManage={user.permissions.includes("team:manage")} />;
}
