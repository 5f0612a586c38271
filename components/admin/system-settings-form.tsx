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
import { Input } from "@/components/ui/input";
import { SkeletonRows } from "@/components/ui/skeleton";
import { adminKeys, useAdminSave, useSystemSettings } from "./queries";

type Settings = z.output<typeof contracts.SystemSettingsDTO>;

const TEXT = [
  ["appName", "App name", undefined],
  ["appUrl", "App URL", "Used in links of outgoing e-mails"],
  ["supportEmail", "Support e-mail", undefined],
  ["alertEmail", "Alert e-mail", "Receives budget and system alerts"],
] as const;

const NUMBERS = [
  ["defaultTrialDays", "Trial days for new companies", "Applies to companies created from now on"],
  [
    "maxTeamMembersDefault",
    "Team members (no package)",
    "Members plus pending invitations, for a company no package applies to, not even free; -1 for unlimited",
  ],
  [
    "maxSocialAccountsDefault",
    "Social accounts (no package)",
    "For a company no package applies to, not even free; -1 for unlimited",
  ],
  ["dailyAIBudgetUSD", "Daily AI budget (USD)", undefined],
  ["monthlyAIBudgetUSD", "Monthly AI budget (USD)", undefined],
] as const;

function SettingsForm({ settings }: { settings: Settings }) {
  const [draft, setDraft] = useState(settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changed = Object.fromEntries(
    Object.entries(draft).filter(([k, v]) => v !== settings[k as keyof Settings] && k !== "updatedAt"),
  );
  const save = useAdminSave({
    mutationFn: (body: z.input<typeof contracts.SystemSettingsBody>) =>
      apiRequest(contracts.updateSystemConfig, { body }),
    invalidate: [adminKeys.system],
    success: "System settings saved",
    onFieldErrors: setErrors,
  });
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const body: Record<string, unknown> = { ...changed };
    for (const [key] of NUMBERS) if (key in body) body[key] = Number(body[key]);
    save.mutate(body as z.input<typeof contracts.SystemSettingsBody>);
  }

  return (
    <form onSubmit={submit} aria-label="System settings">
      <Card>
        <CardHeader title="Installation" description="Changes apply at once, without a restart." />
        <CardBody className="grid gap-4 sm:grid-cols-2">
          {TEXT.map(([key, label, hint]) => (
            <Field key={key} label={label} hint={hint} error={errors[key]}>
              <Input value={draft[key]} onChange={(e) => set(key, e.target.value)} />
            </Field>
          ))}
        </CardBody>
        <CardBody className="grid gap-3 border-t border-zinc-100">
          <Checkbox
            label="Allow sign-ups"
            description="Off: nobody can create a new company; people with an invitation can still join theirs."
            checked={draft.allowSignups}
            onChange={(e) => set("allowSignups", e.target.checked)}
          />
          <Checkbox
            label="Require e-mail verification"
            checked={draft.requireEmailVerification}
            onChange={(e) => set("requireEmailVerification", e.target.checked)}
          />
        </CardBody>
        <CardBody className="grid gap-4 border-t border-zinc-100 sm:grid-cols-2 lg:grid-cols-3">
          {NUMBERS.map(([key, label, hint]) => (
            <Field key={key} label={label} hint={hint} error={errors[key]}>
              <Input
                type="number"
                step={key.endsWith("USD") ? "0.01" : "1"}
                value={String(draft[key])}
                onChange={(e) => set(key, e.target.value as never)}
              />
            </Field>
          ))}
        </CardBody>
        <CardFooter className="flex items-center justify-between gap-3">
          <p className="text-xs text-zinc-500">Last changed {new Date(settings.updatedAt).toLocaleString("en-US")}</p>
          <Button type="submit" loading={save.isPending} disabled={!Object.keys(changed).length}>
            Save settings
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}

export function SystemSettingsEditor() {
  const query = useSystemSettings();
  if (query.isPending) return <SkeletonRows rows={6} label="Loading settings" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  return <SettingsForm key={query.data.updatedAt} settings={query.data} />;
}
