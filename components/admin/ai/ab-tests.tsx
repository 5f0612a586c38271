"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { AI_PROVIDERS, AI_TASKS, type AiTask } from "@/lib/ai/catalog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ListStates } from "@/components/ui/list-states";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { dollars } from "@/components/usage/action-labels";
import { useAdminSave } from "../queries";
import { ChoiceSelect } from "./choice-select";
import { aiKeys, useAbTestResults, useAbTests } from "./queries";

type AbTest = z.output<typeof contracts.AbTestDTO>;
type VariantForm = {
  name: string;
  provider: string;
  model: string;
  weight: string;
  inputCostPer1M: string;
  outputCostPer1M: string;
};

const emptyVariant = (name: string): VariantForm => ({
  name,
  provider: "openai",
  model: "",
  weight: "1",
  inputCostPer1M: "0",
  outputCostPer1M: "0",
});
const ids = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The server names a bad target by its place ("targetCompanyIds.1"); the field shows which id it is. */
function targetError(errors: Record<string, string>, targets: string): string | undefined {
  if (errors.targetCompanyIds) return errors.targetCompanyIds;
  const key = Object.keys(errors).find((k) => k.startsWith("targetCompanyIds."));
  return key ? `${ids(targets)[Number(key.split(".")[1])] ?? "An id"}: ${errors[key]}` : undefined;
}

function Results({ test }: { test: AbTest }) {
  const query = useAbTestResults(test.id);
  return (
    <ListStates query={query} what="results" isEmpty={() => false} empty={null}>
      {({ results }) => (
        <Table aria-label={`Results of ${test.name}`}>
          <THead>
            <tr>
              <TH>Variant</TH>
              <TH>Calls</TH>
              <TH>Success</TH>
              <TH>Avg latency</TH>
              <TH>Avg cost</TH>
              <TH>Total cost</TH>
            </tr>
          </THead>
          <TBody>
            {results.map((r) => (
              <TR key={r.variant}>
                <TD className="font-medium">{r.variant}</TD>
                <TD>{r.count}</TD>
                <TD>{r.count ? `${Math.round(r.successRate * 100)}%` : "—"}</TD>
                <TD>{r.count ? `${r.avgLatency} ms` : "—"}</TD>
                <TD>{r.count ? dollars(r.avgCost) : "—"}</TD>
                <TD>{dollars(r.totalCost)}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </ListStates>
  );
}

function CreateAbTest() {
  const [name, setName] = useState("");
  const [task, setTask] = useState<AiTask>("field_refinement");
  const [variants, setVariants] = useState([emptyVariant("a"), emptyVariant("b")]);
  const [targets, setTargets] = useState("");
  const [isActive, setActive] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useAdminSave({
    mutationFn: (body: z.input<typeof contracts.AbTestBody>) => apiRequest(contracts.createAbTest, { body }),
    invalidate: [aiKeys.tests],
    success: "A/B test created",
    onFieldErrors: setErrors,
    onSuccess: () => setName(""),
  });
  const setVariant = (i: number, key: keyof VariantForm, value: string) =>
    setVariants(variants.map((v, j) => (j === i ? { ...v, [key]: value } : v)));
  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate({
      name,
      task,
      isActive,
      targetCompanyIds: ids(targets),
      variants: variants.map((v) => ({
        name: v.name,
        provider: v.provider as (typeof AI_PROVIDERS)[number],
        model: v.model,
        weight: Number(v.weight),
        inputCostPer1M: Number(v.inputCostPer1M),
        outputCostPer1M: Number(v.outputCostPer1M),
      })),
    });
  }
  return (
    <Card>
      <CardHeader
        title="New A/B test"
        description="Callers it targets (empty: everyone) get a variant by weight, the same one every time."
      />
      <form onSubmit={submit} className="grid gap-4 p-5" aria-label="New A/B test">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" error={errors.name}>
            <Input value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field label="Task" error={errors.task}>
            <ChoiceSelect choices={AI_TASKS} value={task} onChange={setTask} />
          </Field>
        </div>
        {variants.map((v, i) => (
          <fieldset key={i} className="grid gap-3 rounded-lg border border-zinc-200 p-3 sm:grid-cols-6">
            <legend className="px-1 text-xs font-medium text-zinc-500">Variant {i + 1}</legend>
            <Field label="Name" error={errors[`variants.${i}.name`]}>
              <Input value={v.name} onChange={(e) => setVariant(i, "name", e.target.value)} />
            </Field>
            <Field label="Provider">
              <ChoiceSelect choices={AI_PROVIDERS} value={v.provider} onChange={(p) => setVariant(i, "provider", p)} />
            </Field>
            <Field label="Model" error={errors[`variants.${i}.model`]}>
              <Input
                value={v.model}
                onChange={(e) => setVariant(i, "model", e.target.value)}
                aria-label={`Variant ${i + 1} model`}
              />
            </Field>
            <Field label="Weight" error={errors[`variants.${i}.weight`]}>
              <Input type="number" value={v.weight} onChange={(e) => setVariant(i, "weight", e.target.value)} />
            </Field>
            <Field label="$ in / 1M" error={errors[`variants.${i}.inputCostPer1M`]}>
              <Input
                type="number"
                step="0.01"
                value={v.inputCostPer1M}
                onChange={(e) => setVariant(i, "inputCostPer1M", e.target.value)}
              />
            </Field>
            <Field label="$ out / 1M" error={errors[`variants.${i}.outputCostPer1M`]}>
              <Input
                type="number"
                step="0.01"
                value={v.outputCostPer1M}
                onChange={(e) => setVariant(i, "outputCostPer1M", e.target.value)}
              />
            </Field>
          </fieldset>
        ))}
        {errors.variants ? <p className="text-sm text-red-600">{errors.variants}</p> : null}
        <Field
          label="Target company ids"
          hint="Comma-separated; empty: every company"
          error={targetError(errors, targets)}
        >
          <Input value={targets} onChange={(e) => setTargets(e.target.value)} className="font-mono" />
        </Field>
        <Checkbox label="Active" checked={isActive} onChange={(e) => setActive(e.target.checked)} />
        <div>
          <Button type="submit" loading={create.isPending}>
            Create test
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function AbTests() {
  const query = useAbTests();
  const [deleting, setDeleting] = useState<AbTest | null>(null);
  const toggle = useAdminSave({
    mutationFn: (t: AbTest) =>
      apiRequest(contracts.updateAbTest, { params: { id: t.id }, body: { isActive: !t.isActive } }),
    invalidate: [aiKeys.tests],
    success: "A/B test saved",
  });
  const remove = useAdminSave({
    mutationFn: (t: AbTest) => apiRequest(contracts.deleteAbTest, { params: { id: t.id } }),
    invalidate: [aiKeys.tests],
    success: "A/B test deleted",
    onSuccess: () => setDeleting(null),
  });
  return (
    <div className="grid grid-cols-1 gap-6">
      <ListStates
        query={query}
        what="A/B tests"
        isEmpty={(d) => d.length === 0}
        empty={<Card className="p-5 text-sm text-zinc-500">No A/B tests yet.</Card>}
      >
        {(tests) => (
          <div className="grid grid-cols-1 gap-6">
            {tests.map((t) => (
              <Card key={t.id}>
                <CardHeader
                  title={
                    <span className="flex items-center gap-2">
                      {t.name} {t.isActive ? <Badge tone="success">Active</Badge> : <Badge>Paused</Badge>}
                    </span>
                  }
                  description={`${t.task} · ${t.variants.map((v) => `${v.name}: ${v.model} (weight ${v.weight})`).join(" · ")}${t.targetCompanyIds.length ? ` · ${t.targetCompanyIds.length} target ${t.targetCompanyIds.length === 1 ? "company" : "companies"}` : " · everyone"}`}
                  actions={
                    <div className="flex gap-2">
                      <Button variant="secondary" size="sm" onClick={() => toggle.mutate(t)}>
                        {t.isActive ? "Pause" : "Activate"}
                      </Button>
                      <Button variant="ghost-danger" size="sm" onClick={() => setDeleting(t)}>
                        Delete
                      </Button>
                    </div>
                  }
                />
                <Results test={t} />
              </Card>
            ))}
          </div>
        )}
      </ListStates>
      <CreateAbTest />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
        loading={remove.isPending}
        title={`Delete ${deleting?.name ?? "this test"}?`}
        description="Its callers go back to the task's model, and its results are no longer shown here."
        confirmLabel="Delete test"
      />
    </div>
  );
}
