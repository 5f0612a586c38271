"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { SkeletonRows } from "@/components/ui/skeleton";
import { adminKeys, useAdminSave, useBillingConfig } from "./queries";
import { SecretField } from "./secret-field";

type Billing = z.output<typeof contracts.BillingConfigDTO>;

const mappingText = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} = ${v}`)
    .join("\n");

function parseMapping(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const line of text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [k, v] = line.split("=").map((s) => s?.trim());
    if (!k || !v) return null;
    out[k] = v;
  }
  return out;
}

function BillingForm({ config }: { config: Billing }) {
  const [apiKey, setApiKey] = useState<string | null | undefined>();
  const [webhookSecret, setWebhookSecret] = useState<string | null | undefined>();
  const [storeId, setStoreId] = useState(config.storeId ?? "");
  const [currency, setCurrency] = useState(config.currency);
  const [testMode, setTestMode] = useState(config.testMode);
  const [taxEnabled, setTaxEnabled] = useState(config.taxEnabled);
  const [mapping, setMapping] = useState(mappingText(config.variantMapping));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAdminSave({
    mutationFn: (body: z.input<typeof contracts.BillingConfigBody>) =>
      apiRequest(contracts.updateBillingConfig, { body }),
    invalidate: [adminKeys.billing],
    success: "Billing configuration saved",
    onFieldErrors: setErrors,
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const variantMapping = parseMapping(mapping);
    if (!variantMapping) return setErrors({ variantMapping: "one `variant id = plan name` per line" });
    save.mutate({ apiKey, webhookSecret, storeId: storeId || null, currency, testMode, taxEnabled, variantMapping });
  }

  return (
    <form onSubmit={submit} aria-label="Billing configuration">
      <Card>
        <CardHeader
          title="Lemon Squeezy"
          description="Keys are encrypted at rest and only their last four characters are ever shown."
        />
        <CardBody className="grid gap-4 sm:grid-cols-2">
          <SecretField
            label="API key"
            masked={config.apiKey}
            value={apiKey}
            onChange={setApiKey}
            error={errors.apiKey}
          />
          <SecretField
            label="Webhook secret"
            masked={config.webhookSecret}
            value={webhookSecret}
            onChange={setWebhookSecret}
            error={errors.webhookSecret}
          />
          <Field label="Store id" error={errors.storeId}>
            <Input value={storeId} onChange={(e) => setStoreId(e.target.value)} />
          </Field>
          <Field label="Currency" error={errors.currency} hint="ISO 4217, e.g. USD">
            <Input value={currency} maxLength={3} onChange={(e) => setCurrency(e.target.value.toUpperCase())} />
          </Field>
          <Field
            label="Variant mapping"
            error={errors.variantMapping}
            hint="One per line: external variant id = plan name"
            className="sm:col-span-2"
          >
            <Textarea
              rows={4}
              className="font-mono text-[13px]"
              value={mapping}
              onChange={(e) => setMapping(e.target.value)}
              placeholder="123456 = professional"
            />
          </Field>
          <Checkbox
            label="Test mode"
            description="Checkouts use the provider's test environment."
            checked={testMode}
            onChange={(e) => setTestMode(e.target.checked)}
          />
          <Checkbox
            label="Tax"
            description="Let the provider add tax at checkout."
            checked={taxEnabled}
            onChange={(e) => setTaxEnabled(e.target.checked)}
          />
        </CardBody>
        <CardFooter>
          <Button type="submit" loading={save.isPending}>
            Save billing configuration
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}

export function BillingConfigEditor() {
  const query = useBillingConfig();
  if (query.isPending) return <SkeletonRows rows={5} label="Loading billing configuration" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  return <BillingForm key={query.data.updatedAt} config={query.data} />;
}
