import type { Metadata } from "next";
import { ContentListPage } from "@/components/content/content-list-page";
import { SocialPostList } from "@/components/content/social-post-list";

export const metadata: Metadata = { title: "Social posts" };

export default function SocialPostsPage() {
  return <ContentListPage newHref="/content/social/new" newLabel="New post" List={SocialPostList} />;
}
