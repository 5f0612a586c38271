import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { SegmentEditor } from "@/components/admin/segment-editor";

export const metadata: Metadata = { title: "Segments" };

export default function AdminSegmentEditorPage() {
  return (
    <>
      <PageHeader
        eyebrow="Targeting"
        title="Segments"
        description="Groups of users and companies that feature flags can be turned on for."
      />
      <SegmentEditor />
    </>
  );
}
