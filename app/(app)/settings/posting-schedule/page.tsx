import type { Metadata } from "next";
import { PostingSchedulePanel } from "@/components/settings/posting-schedule/posting-schedule-panel";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Posting schedule" };

export default async function PostingSchedulePage() {
  const user = await currentShellUser();
  return <PostingSchedulePanel canEdit={user.permissions.includes("content:publish")} />;
}
