import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { TemplateEditor } from "@/components/admin/template-editor";

export const metadata: Metadata = { title: "E-mail templates" };

export default function AdminTemplateEditorPage() {
  return (
    <>
      <PageHeader
        eyebrow="Configuration"
        title="E-mail templates"
        description="Every e-mail the app sends. Placeholders must be among the template's variables."
      />
      <TemplateEditor />
    </>
  );
}
