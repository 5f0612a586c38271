import type { Metadata } from "next";
import { BlogPostList } from "@/components/content/blog-post-list";
import { ContentListPage } from "@/components/content/content-list-page";

export const metadata: Metadata = { title: "Blog posts" };

export default function BlogPostsPage() {
  return <ContentListPage newHref="/content/blog/new" newLabel="New blog post" List={BlogPostList} />;
}
