import type { Metadata } from "next";
import { ApprovalPanel } from "@/components/approvals/approval-panel";
import { VideoScriptEditor } from "@/components/content/video-script-editor";
import { currentShellUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Edit video script" };

export default async function VideoScriptPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, currentShellUser()]);
  return (
    <>
      <VideoScriptEditor id={id} />
      <ApprovalPanel contentType="script" contentId={id} viewerId={user.userId} />
    </>
  );
}
