"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { AI_PROVIDERS } from "@/lib/ai/catalog";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ListStates } from "@/components/ui/list-states";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useAdminSave } from "../queries";
import { ChoiceSelect } from "./choice-select";
import { aiKeys, useAiConfigs } from "./queries";

type Config = z.output<typeof contracts.AiModelConfigDTO>;

function EditTaskModel({ config, onClose }: { config: Config; onClose: () => void }) {
  const [form, setForm] = useState({
    ...config,
    maxTokens: String(config.maxTokens),
    temperature: String(config.temperature),
    inputCostPer1M: String(config.inputCostPer1M),
    outputCostPer1M: String(config.outputCostPer1M),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAdminSave({
    mutationFn: (body: z.input<typeof contracts.AiConfigPatch>) =>
      apiRequest(contracts.updateAiConfig, { params: { task: config.task }, body }),
    invalidate: [aiKeys.all],
    success: `${config.task} saved`,
    onFieldErrors: setErrors,
    onSuccess: onClose,
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate({
      provider: form.provider as (typeof AI_PROVIDERS)[number],
      model: form.model,
      maxTokens: Number(form.maxTokens),
      temperature: Number(form.temperature),
      inputCostPer1M: Number(form.inputCostPer1M),
      outputCostPer1M: Number(form.outputCostPer1M),
    });
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Model for ${config.task}`}
      description="Every company uses this model for the task unless it has an override or an active A/B test targets it."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="task-model-form" loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="task-model-form" onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field label="Provider" error={errors.provider}>
          <ChoiceSelect
            choices={AI_PROVIDERS}
            value={form.provider}
            onChange={(provider) => setForm({ ...form, provider })}
          />
        </Field>
        <Field label="Model" error={errors.model}>
          <Input value={form.model} onChange={set("model")} />
        </Field>
        <Field label="Max tokens" error={errors.maxTokens}>
          <Input type="number" value={form.maxTokens} onChange={set("maxTokens")} />
        </Field>
        <Field label="Temperature" error={errors.temperature}>
          <Input type="number" step="0.1" value={form.temperature} onChange={set("temperature")} />
        </Field>
        <Field label="Input $ per 1M tokens" error={errors.inputCostPer1M}>
          <Input type="number" step="0.01" value={form.inputCostPer1M} onChange={set("inputCostPer1M")} />
        </Field>
        <Field label="Output $ per 1M tokens" error={errors.outputCostPer1M}>
          <Input type="number" step="0.01" value={form.outputCostPer1M} onChange={set("outputCostPer1M")} />
        </Field>
      </form>
    </Dialog>
  );
}

export function TaskModels() {
  const query = useAiConfigs();
  const [editing, setEditing] = useState<Config | null>(null);
  return (
    <Card>
      <CardHeader
        title="Task models"
        description="The global model of every AI task, with the prices its cost is computed from."
      />
      <ListStates
        query={query}
        what="task models"
        isEmpty={(d) => d.length === 0}
        empty={<p className="p-5 text-sm text-zinc-500">No task models.</p>}
      >
        {(configs) => (
          <Table aria-label="Task models">
            <THead>
              <tr>
                <TH>Task</TH>
                <TH>Provider</TH>
                <TH>Model</TH>
                <TH>Max tokens</TH>
                <TH>$ / 1M in · out</TH>
                <TH className="sr-only">Actions</TH>
              </tr>
            </THead>
            <TBody>
              {configs.map((c) => (
                <TR key={c.id}>
                  <TD className="font-mono text-xs">{c.task}</TD>
                  <TD>{c.provider}</TD>
                  <TD className="whitespace-nowrap font-mono text-xs">{c.model}</TD>
                  <TD>{c.maxTokens}</TD>
                  <TD className="whitespace-nowrap text-xs">
                    {c.inputCostPer1M} · {c.outputCostPer1M}
                  </TD>
                  <TD>
                    <div className="flex justify-end">
                      <Button variant="secondary" size="sm" onClick={() => setEditing(c)} aria-label={`Edit ${c.task}`}>
                        Edit
                      </Button>
                    </div>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </ListStates>
      {editing ? <EditTaskModel config={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
