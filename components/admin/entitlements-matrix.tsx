"use client";

import { useState } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { Card, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import { adminKeys, useAdminPackages, useAdminSave, useEntitlementFeatures, usePlanEntitlements } from "./queries";

type Cell = z.output<typeof contracts.PlanEntitlementDTO>;
type Feature = z.output<typeof contracts.EntitlementFeatureDTO>;

function NumberCell({
  cell,
  label,
  onSave,
}: {
  cell: Cell;
  label: string;
  onSave: (c: { enabled: boolean; value: number }) => void;
}) {
  const shown = !cell.enabled ? "0" : String(cell.value);
  const [text, setText] = useState(shown);
  const commit = () => {
    const value = text.trim() === "" || text.trim() === "∞" ? -1 : Number(text);
    if (!Number.isInteger(value) || value < -1) return setText(shown);
    if (value !== (cell.enabled ? cell.value : 0)) onSave({ enabled: value !== 0, value });
  };
  return (
    <input
      aria-label={label}
      inputMode="numeric"
      value={text === "-1" ? "∞" : text}
      onChange={(e) => setText(e.target.value)}
      onFocus={(e) => e.target.select()}
      onBlur={commit}
      onKeyDown={(e) => e.key === "Enter" && (e.target as HTMLInputElement).blur()}
      className={`h-8 w-20 rounded-md border px-2 text-right text-sm tabular-nums focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/20 ${text === "0" ? "border-zinc-200 bg-zinc-50 text-zinc-400" : "border-zinc-200 bg-white text-zinc-900"}`}
    />
  );
}

function Row({
  feature,
  packages,
  cells,
  onSave,
}: {
  feature: Feature;
  packages: Array<{ id: string; name: string }>;
  cells: Map<string, Cell>;
  onSave: (packageId: string, featureId: string, c: { enabled: boolean; value: number }) => void;
}) {
  return (
    <tr className="border-t border-zinc-100">
      <th scope="row" className="sticky left-0 bg-white px-4 py-2 text-left align-middle font-normal">
        <p className="text-sm font-medium text-zinc-900">{feature.name}</p>
        <p className="font-mono text-[11px] text-zinc-500">
          {feature.id} · {feature.type.toLowerCase()}
        </p>
      </th>
      {packages.map((p) => {
        const cell = cells.get(`${p.id}/${feature.id}`);
        const label = `${feature.name} for ${p.name}`;
        if (!cell)
          return (
            <td key={p.id} className="px-3 py-2 text-center text-xs text-zinc-400">
              —
            </td>
          );
        return (
          <td key={p.id} className="px-3 py-2 text-center">
            {feature.type === "BOOLEAN" ? (
              <input
                type="checkbox"
                aria-label={label}
                className="size-4 accent-brand-600"
                checked={cell.enabled && cell.value !== 0}
                onChange={(e) =>
                  onSave(
                    p.id,
                    feature.id,
                    e.target.checked ? { enabled: true, value: 1 } : { enabled: false, value: 0 },
                  )
                }
              />
            ) : (
              <NumberCell
                key={`${cell.enabled}:${cell.value}`}
                cell={cell}
                label={label}
                onSave={(c) => onSave(p.id, feature.id, c)}
              />
            )}
          </td>
        );
      })}
    </tr>
  );
}

/** The plan matrix as a grid: features down, packages across; ∞ is -1 (unlimited), 0 is no access. */
export function EntitlementsMatrix() {
  const features = useEntitlementFeatures();
  const packages = useAdminPackages();
  const plans = usePlanEntitlements();
  const save = useAdminSave({
    mutationFn: ({
      packageId,
      featureId,
      ...body
    }: {
      packageId: string;
      featureId: string;
      enabled: boolean;
      value: number;
    }) => apiRequest(contracts.updatePlanEntitlement, { params: { packageId, featureId }, body }),
    invalidate: [adminKeys.plans],
    success: "Plan updated",
  });
  const failed = features.error ?? packages.error ?? plans.error;
  if (failed)
    return (
      <ErrorState
        error={failed}
        onRetry={() => Promise.all([features.refetch(), packages.refetch(), plans.refetch()])}
      />
    );
  if (!features.data || !packages.data || !plans.data) return <SkeletonRows rows={8} label="Loading the plan matrix" />;
  const cells = new Map(plans.data.map((c) => [`${c.packageId}/${c.featureId}`, c]));
  return (
    <Card>
      <CardHeader
        title="Plan matrix"
        description="Changes apply at once to every company on the package. ∞ (or -1) is unlimited, 0 is no access, other numbers are limits."
      />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm" aria-label="Plan matrix">
          <thead>
            <tr className="bg-zinc-50/60 text-xs uppercase tracking-wide text-zinc-500">
              <th scope="col" className="sticky left-0 bg-zinc-50 px-4 py-2 text-left font-medium">
                Feature
              </th>
              {packages.data.map((p) => (
                <th key={p.id} scope="col" className="px-3 py-2 text-center font-medium">
                  {p.name}
                  {p.isActive ? null : <span className="block text-[10px] normal-case text-zinc-400">inactive</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {features.data.map((f) => (
              <Row
                key={f.id}
                feature={f}
                packages={packages.data}
                cells={cells}
                onSave={(packageId, featureId, c) => save.mutate({ packageId, featureId, ...c })}
              />
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
