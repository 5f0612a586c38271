import type { Metadata } from "next";
import { NotificationPreferences } from "@/components/notifications/notification-preferences";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationSettingsPage() {
  const user = await currentShellUser();
  return <NotificationPreferences email={user.email} />;
}
