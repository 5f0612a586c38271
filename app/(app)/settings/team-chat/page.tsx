import type { Metadata } from "next";
import { TeamChatSettings } from "@/components/teamchat/team-chat-settings";
import { currentShellUser } from "@/lib/auth/session";
import { chatAvailability } from "@/lib/teamchat/chat-availability";

export const metadata: Metadata = { title: "Team chat" };

export default async function TeamChatPage() {
  const [user, kinds] = await Promise.all([currentShellUser(), chatAvailability()]);
  return <TeamChatSettings kinds={kinds} canManage={user.permissions.includes("integrations:manage")} />;
}
