"use client";

import { useState, type FormEvent } from "react";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { AI_PROVIDERS, AI_TASKS, type AiProvider, type AiTask } from "@/lib/ai/catalog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { EntityPicker, type SearchResult } from "../entity-picker";
import { useAdminSave } from "../queries";
import { ChoiceSelect } from "./choice-select";
import { SecretField } from "../secret-field";
import { aiKeys, useCompanyOverrides } from "./queries";

/** One company's own models per task (and its own key): they come before A/B tests and the global model. */
export function CompanyOverrides() {
  const [company, setCompany] = useState<SearchResult | null>(null);
  const [task, setTask] = useState<AiTask>("field_refinement");
  const [provider, setProvider] = useState<AiProvider>("openai");
  const [model, setModel] = useState("");
  const [useOwnKey, setUseOwnKey] = useState(false);
  const [apiKey, setApiKey] = useState<string | null | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = company?.id ?? "";
  const overrides = useCompanyOverrides(id);
  const save = useAdminSave({
    mutationFn: () =>
      apiRequest(contracts.setCompanyAiConfig, { params: { id, task }, body: { provider, model, useOwnKey, apiKey } }),
    invalidate: [aiKeys.overrides(id)],
    success: "Override saved",
    onFieldErrors: setErrors,
    onSuccess: () => setApiKey(undefined),
  });
  const remove = useAdminSave({
    mutationFn: (t: string) => apiRequest(contracts.deleteCompanyAiConfig, { params: { id, task: t as AiTask } }),
    invalidate: [aiKeys.overrides(id)],
    success: "Override removed: the task uses the global model again",
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(undefined);
  }
  return (
    <Card>
      <CardHeader
        title="Company overrides"
        description={
          company
            ? `${company.label} · ${company.id}`
            : "A company's own model for a task, optionally with its own API key (stored encrypted)."
        }
      />
      <div className="grid gap-5 p-5">
        <div className="max-w-md">
          <EntityPicker kind="companies" label="Find a company" onPick={setCompany} />
        </div>
        {overrides.data ? (
          overrides.data.length ? (
            <Table aria-label="Overrides">
              <THead>
                <tr>
                  <TH>Task</TH>
                  <TH>Model</TH>
                  <TH>Key</TH>
                  <TH className="sr-only">Actions</TH>
                </tr>
              </THead>
              <TBody>
                {overrides.data.map((o) => (
                  <TR key={o.id}>
                    <TD className="font-mono text-xs">{o.task}</TD>
                    <TD className="text-xs">
                      {o.provider} · <span className="font-mono">{o.model}</span>
                    </TD>
                    <TD>
                      {o.useOwnKey ? <Badge tone="brand">Own key {o.apiKey}</Badge> : <Badge>Platform key</Badge>}
                    </TD>
                    <TD>
                      <div className="flex justify-end">
                        <Button
                          variant="ghost-danger"
                          size="sm"
                          onClick={() => remove.mutate(o.task)}
                          aria-label={`Remove override of ${o.task}`}
                        >
                          Remove
                        </Button>
                      </div>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          ) : (
            <p className="text-sm text-zinc-500">No overrides: this company uses the global models.</p>
          )
        ) : overrides.isError ? (
          <ErrorState
            error={overrides.error}
            onRetry={() => overrides.refetch()}
            title="Couldn't load this company's overrides"
          />
        ) : null}
        {company ? (
          <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Set an override">
            <Field label="Task" error={errors.task}>
              <ChoiceSelect choices={AI_TASKS} value={task} onChange={setTask} />
            </Field>
            <Field label="Provider" error={errors.provider}>
              <ChoiceSelect choices={AI_PROVIDERS} value={provider} onChange={setProvider} />
            </Field>
            <Field label="Model" error={errors.model}>
              <Input value={model} onChange={(e) => setModel(e.target.value)} placeholder="gpt-4o" />
            </Field>
            <div className="grid gap-3">
              <Checkbox
                label="Use the company's own key"
                checked={useOwnKey}
                onChange={(e) => setUseOwnKey(e.target.checked)}
              />
              {useOwnKey ? (
                <SecretField
                  label="Company API key"
                  masked={null}
                  value={apiKey}
                  onChange={setApiKey}
                  error={errors.apiKey}
                />
              ) : null}
            </div>
            <div>
              <Button type="submit" disabled={!overrides.data} loading={save.isPending}>
                Save override
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </Card>
  );
}
