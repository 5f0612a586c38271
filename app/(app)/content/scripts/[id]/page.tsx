import type { Metadata } from "next";
import { VideoScriptEditor } from "@/components/content/video-script-editor";

export const metadata: Metadata = { title: "Edit video script" };

export default async function VideoScriptPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <VideoScriptEditor id={id} />;
}
