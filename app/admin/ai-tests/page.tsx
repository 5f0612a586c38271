import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { AbTests } from "@/components/admin/ai/ab-tests";

export const metadata: Metadata = { title: "A/B tests" };

export default function AdminAbTestsPage() {
  return (
    <>
      <PageHeader
        eyebrow="AI"
        title="A/B tests"
        description="Compare models on one task: calls, success, latency and cost per variant."
      />
      <AbTests />
    </>
  );
}
