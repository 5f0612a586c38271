import type { Metadata } from "next";
import { ContentListPage } from "@/components/content/content-list-page";
import { VideoScriptList } from "@/components/content/video-script-list";

export const metadata: Metadata = { title: "Video scripts" };

export default function VideoScriptsPage() {
  return <ContentListPage newHref="/content/scripts/new" newLabel="New script" List={VideoScriptList} />;
}
