import type { Metadata } from "next";
import { PageEditor } from "@/components/link-in-bio/page-editor";

export const metadata: Metadata = { title: "Link in bio page" };

export default async function LinkInBioEditorPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return <PageEditor slug={slug} />;
}
