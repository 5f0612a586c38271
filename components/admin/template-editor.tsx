"use client";

import { useMemo, useState, type FormEvent } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { renderTemplate, sampleValues, unknownPlaceholders } from "@/lib/templates/render";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { ListStates } from "@/components/ui/list-states";
import { adminKeys, useAdminSave, useEmailTemplates } from "./queries";

type Template = z.output<typeof contracts.EmailTemplateDTO>;

function Editor({ template }: { template: Template }) {
  const [draft, setDraft] = useState({
    subject: template.subject,
    htmlBody: template.htmlBody,
    textBody: template.textBody,
    description: template.description,
    isActive: template.isActive,
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const samples = useMemo(() => sampleValues(template.variables), [template.variables]);
  const preview = renderTemplate(draft, samples);
  // The same check the server makes, as you type.
  const unknown = unknownPlaceholders(
    { subject: draft.subject, htmlBody: draft.htmlBody, textBody: draft.textBody },
    template.variables,
  );
  const errors: Record<string, string> = { ...serverErrors };
  for (const [field, names] of Object.entries(unknown))
    errors[field] = `unknown variable ${names.map((n) => `{{${n}}}`).join(", ")}`;
  const save = useAdminSave({
    mutationFn: (body: z.input<typeof contracts.EmailTemplateBody>) =>
      apiRequest(contracts.updateEmailTemplate, { params: { id: template.id }, body }),
    invalidate: [adminKeys.templates],
    success: `"${template.name}" saved`,
    onFieldErrors: setServerErrors,
  });
  const set = (key: keyof typeof draft) => (value: string | boolean) => {
    setServerErrors({});
    setDraft((d) => ({ ...d, [key]: value }));
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!Object.keys(unknown).length) save.mutate(draft);
  }

  return (
    <form onSubmit={submit} aria-label={`Edit ${template.name}`} className="grid gap-4 xl:grid-cols-2">
      <Card>
        <CardHeader
          title={template.name}
          description={template.description || template.category}
          actions={template.isActive ? <Badge tone="success">Active</Badge> : <Badge>Off</Badge>}
        />
        <CardBody className="grid gap-4">
          <div className="flex flex-wrap gap-1.5" aria-label="Variables">
            {template.variables.map((v) => (
              <code key={v} className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-700">{`{{${v}}}`}</code>
            ))}
          </div>
          <Field label="Subject" error={errors.subject}>
            <Input value={draft.subject} onChange={(e) => set("subject")(e.target.value)} />
          </Field>
          <Field label="HTML body" error={errors.htmlBody}>
            <Textarea
              rows={8}
              className="font-mono text-[13px]"
              value={draft.htmlBody}
              onChange={(e) => set("htmlBody")(e.target.value)}
            />
          </Field>
          <Field label="Text body" error={errors.textBody}>
            <Textarea
              rows={6}
              className="font-mono text-[13px]"
              value={draft.textBody}
              onChange={(e) => set("textBody")(e.target.value)}
            />
          </Field>
          <Field label="Description" error={errors.description}>
            <Input value={draft.description} onChange={(e) => set("description")(e.target.value)} />
          </Field>
          <Checkbox
            label="Active"
            description="Off: the app does not send this e-mail."
            checked={draft.isActive}
            onChange={(e) => set("isActive")(e.target.checked)}
          />
        </CardBody>
        <CardFooter>
          <Button type="submit" loading={save.isPending} disabled={Object.keys(unknown).length > 0}>
            Save template
          </Button>
        </CardFooter>
      </Card>
      <Card aria-label="Preview">
        <CardHeader
          title="Preview"
          description="Live, with sample values; values are HTML-escaped as in the real e-mail."
        />
        <CardBody className="grid gap-3">
          <p className="text-sm">
            <span className="text-zinc-500">Subject: </span>
            <span data-testid="preview-subject" className="font-medium text-zinc-900">
              {preview.subject}
            </span>
          </p>
          <iframe
            title="HTML preview"
            sandbox=""
            srcDoc={`<body style="font-family:system-ui;font-size:14px;color:#18181b">${preview.html}</body>`}
            className="h-64 w-full rounded-lg border border-zinc-200 bg-white"
          />
          <pre className="max-h-48 overflow-auto whitespace-pre-wrap rounded-lg bg-zinc-50 p-3 text-xs text-zinc-700">
            {preview.text}
          </pre>
        </CardBody>
      </Card>
    </form>
  );
}

export function TemplateEditor() {
  const query = useEmailTemplates();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <ListStates
      query={query}
      what="e-mail templates"
      isEmpty={(d) => d.length === 0}
      empty={<p className="text-sm text-zinc-500">No templates.</p>}
    >
      {(templates) => {
        const current = templates.find((t) => t.id === selected) ?? templates[0];
        return (
          <div className="grid gap-4 lg:grid-cols-[14rem_1fr]">
            <nav aria-label="Templates" className="flex gap-1 overflow-x-auto lg:flex-col">
              {templates.map((t) => (
                <button
                  key={t.id}
                  type="button"
                  onClick={() => setSelected(t.id)}
                  aria-current={t.id === current.id ? "true" : undefined}
                  className={cn(
                    "rounded-lg px-3 py-2 text-left text-sm transition-colors",
                    t.id === current.id
                      ? "bg-white font-medium text-zinc-900 shadow-card ring-1 ring-zinc-200"
                      : "text-zinc-600 hover:bg-white/70",
                  )}
                >
                  {t.name}
                  <span className="block font-mono text-[11px] text-zinc-400">{t.id}</span>
                </button>
              ))}
            </nav>
            <Editor key={`${current.id}:${current.updatedAt}`} template={current} />
          </div>
        );
      }}
    </ListStates>
  );
}
