import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { AiAnalytics } from "@/components/admin/ai/ai-analytics";

export const metadata: Metadata = { title: "AI analytics" };

export default function AdminAiAnalyticsPage() {
  return (
    <>
      <PageHeader eyebrow="AI" title="AI analytics" description="Every company's AI calls and spend." />
      <AiAnalytics />
    </>
  );
}
