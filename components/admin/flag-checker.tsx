"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest, errorMessage } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { CheckIcon, XIcon } from "@/components/ui/icons";
import { Select } from "@/components/ui/select";
import { Chip } from "./chip";
import { EntityPicker, type EntityKind, type SearchResult } from "./entity-picker";
import { useFeatureFlags } from "./queries";

/** "Who sees this flag": pick a flag and a user or company; the answer names the rule that decided. */
export function FlagChecker() {
  const flags = useFeatureFlags();
  const [flagId, setFlagId] = useState("");
  const [kind, setKind] = useState<EntityKind>("users");
  const [who, setWho] = useState<(SearchResult & { kind: EntityKind }) | null>(null);
  const flag = flagId || flags.data?.[0]?.id || "";
  const answer = useQuery({
    queryKey: ["admin", "flag-check", flag, who?.kind, who?.id, flags.dataUpdatedAt],
    queryFn: ({ signal }) =>
      apiRequest(contracts.checkFeatureFlag, {
        params: { id: flag },
        query: who!.kind === "users" ? { userId: who!.id } : { companyId: who!.id },
        signal,
      }),
    enabled: Boolean(flag && who),
  });
  return (
    <Card>
      <CardHeader
        title="Who sees this flag"
        description="Pick a user or a company to see the answer and the rule that decided it."
      />
      <CardBody className="grid gap-4 md:grid-cols-3">
        <Field label="Flag">
          <Select value={flag} onChange={(e) => setFlagId(e.target.value)}>
            {(flags.data ?? []).map((f) => (
              <option key={f.id} value={f.id}>
                {f.name} ({f.id})
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Check a">
          <Select value={kind} onChange={(e) => setKind(e.target.value as EntityKind)}>
            <option value="users">User</option>
            <option value="companies">Company</option>
          </Select>
        </Field>
        <div className="grid gap-1.5">
          <span className="text-[13px] font-medium text-zinc-800">{kind === "users" ? "User" : "Company"}</span>
          <EntityPicker
            kind={kind}
            label={kind === "users" ? "Find a user to check" : "Find a company to check"}
            onPick={(r) => setWho({ ...r, kind })}
          />
        </div>
      </CardBody>
      {who ? (
        <CardBody className="border-t border-zinc-100">
          <div className="mb-3 flex items-center gap-2 text-sm text-zinc-600">
            Checking{" "}
            <Chip onRemove={() => setWho(null)} removeLabel="Clear">
              {who.label}
            </Chip>
            <span className="truncate text-xs text-zinc-500">{who.description}</span>
          </div>
          {answer.isPending ? (
            <p className="text-sm text-zinc-500">Checking…</p>
          ) : answer.isError ? (
            <p role="alert" className="text-sm text-red-600">
              {errorMessage(answer.error)}
            </p>
          ) : (
            <div
              role="status"
              aria-label="Flag answer"
              className={cn(
                "flex items-start gap-3 rounded-lg p-3 ring-1",
                answer.data.enabled ? "bg-emerald-50 ring-emerald-200" : "bg-zinc-50 ring-zinc-200",
              )}
            >
              <span
                className={cn(
                  "mt-0.5 grid size-6 place-items-center rounded-full text-white",
                  answer.data.enabled ? "bg-emerald-600" : "bg-zinc-400",
                )}
              >
                {answer.data.enabled ? <CheckIcon size={14} /> : <XIcon size={14} />}
              </span>
              <div>
                <p className="text-sm font-semibold text-zinc-900">
                  {answer.data.enabled ? "Sees" : "Does not see"}{" "}
                  <span className="font-mono">{answer.data.flagId}</span>
                </p>
                <p className="text-sm text-zinc-700">{answer.data.explanation}</p>
                <p className="mt-1 font-mono text-xs text-zinc-500">rule: {answer.data.reason}</p>
              </div>
            </div>
          )}
        </CardBody>
      ) : null}
    </Card>
  );
}
