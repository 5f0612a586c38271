"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { ListStates } from "@/components/ui/list-states";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { adminKeys, useAdminSave, useIntegrationConfigs } from "./queries";
import { SecretField } from "./secret-field";

type Integration = z.output<typeof contracts.IntegrationConfigDTO>;

function EditIntegration({ config, onClose }: { config: Integration; onClose: () => void }) {
  const [isEnabled, setEnabled] = useState(config.isEnabled);
  const [apiKey, setApiKey] = useState<string | null | undefined>();
  const [apiSecret, setApiSecret] = useState<string | null | undefined>();
  const [webhookUrl, setWebhookUrl] = useState<string | null | undefined>();
  const [settings, setSettings] = useState(JSON.stringify(config.settings, null, 2));
  const [rateLimit, setRateLimit] = useState(config.rateLimit === null ? "" : String(config.rateLimit));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAdminSave({
    mutationFn: (body: z.input<typeof contracts.IntegrationConfigBody>) =>
      apiRequest(contracts.updateIntegrationConfig, { params: { id: config.id }, body }),
    invalidate: [adminKeys.integrations],
    success: `${config.displayName} saved`,
    onFieldErrors: setErrors,
    onSuccess: onClose,
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    let parsed: Record<string, string | number | boolean | null>;
    try {
      parsed = JSON.parse(settings || "{}");
    } catch {
      return setErrors({ settings: "must be a JSON object" });
    }
    save.mutate({
      isEnabled,
      apiKey,
      apiSecret,
      webhookUrl,
      settings: parsed,
      rateLimit: rateLimit === "" ? null : Number(rateLimit),
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={config.displayName}
      description="An enabled config overrides the environment for this service. Secrets are encrypted; only their last four characters are shown."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="integration-form" loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="integration-form" onSubmit={submit} className="grid gap-4">
        <Checkbox
          label="Enabled"
          description="Off: the service uses the environment variables."
          checked={isEnabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <SecretField
          label="API key / client id"
          masked={config.apiKey}
          value={apiKey}
          onChange={setApiKey}
          error={errors.apiKey}
        />
        <SecretField
          label="API secret / client secret"
          masked={config.apiSecret}
          value={apiSecret}
          onChange={setApiSecret}
          error={errors.apiSecret}
        />
        <SecretField
          label="Webhook URL"
          masked={config.webhookUrl}
          value={webhookUrl}
          onChange={setWebhookUrl}
          error={errors.webhookUrl}
        />
        <Field label="Settings" hint='JSON: e.g. {"apiUrl": "https://api.example.com"}' error={errors.settings}>
          <Textarea
            rows={4}
            className="font-mono text-[13px]"
            value={settings}
            onChange={(e) => setSettings(e.target.value)}
          />
        </Field>
        <Field label="Rate limit (requests per minute)" hint="Empty: no limit of our own" error={errors.rateLimit}>
          <Input type="number" min={1} value={rateLimit} onChange={(e) => setRateLimit(e.target.value)} />
        </Field>
      </form>
    </Dialog>
  );
}

export function IntegrationsList() {
  const query = useIntegrationConfigs();
  const [editing, setEditing] = useState<Integration | null>(null);
  return (
    <Card>
      <ListStates
        query={query}
        what="integrations"
        isEmpty={(d) => d.length === 0}
        empty={<p className="p-5 text-sm text-zinc-500">No integrations.</p>}
      >
        {(configs) => (
          <Table aria-label="Integrations">
            <THead>
              <tr>
                <TH>Service</TH>
                <TH>Status</TH>
                <TH>Key</TH>
                <TH>Secret</TH>
                <TH>Updated</TH>
                <TH className="sr-only">Actions</TH>
              </tr>
            </THead>
            <TBody>
              {configs.map((c) => (
                <TR key={c.id}>
                  <TD>
                    <p className="font-medium text-zinc-900">{c.displayName}</p>
                    <p className="font-mono text-xs text-zinc-500">{c.service}</p>
                  </TD>
                  <TD>{c.isEnabled ? <Badge tone="success">Enabled</Badge> : <Badge>Environment</Badge>}</TD>
                  <TD className="font-mono text-xs">{c.apiKey ?? "—"}</TD>
                  <TD className="font-mono text-xs">{c.apiSecret ?? "—"}</TD>
                  <TD className="whitespace-nowrap text-xs">{new Date(c.updatedAt).toLocaleDateString("en-US")}</TD>
                  <TD>
                    <div className="flex justify-end">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => setEditing(c)}
                        aria-label={`Configure ${c.displayName}`}
                      >
                        Configure
                      </Button>
                    </div>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </ListStates>
      {editing ? <EditIntegration config={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
