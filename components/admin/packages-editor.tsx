"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { PlusIcon } from "@/components/ui/icons";
import { Input, Textarea } from "@/components/ui/input";
import { ListStates } from "@/components/ui/list-states";
import { Select } from "@/components/ui/select";
import { adminKeys, useAdminPackages, useAdminSave } from "./queries";

type Package = z.output<typeof contracts.PackageDTO>;
type Body = z.input<typeof contracts.PackageBody>;
const invalidate = [adminKeys.packages, adminKeys.plans];

const toLocal = (iso: string | null) => (iso ? iso.slice(0, 16) : "");
const fromLocal = (v: string) => (v ? new Date(`${v}:00Z`).toISOString() : null);
const money = (n: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(n);

function PackageCard({ pkg }: { pkg: Package }) {
  const [d, setD] = useState({
    name: pkg.name,
    description: pkg.description,
    price: String(pkg.price),
    salePrice: pkg.salePrice === null ? "" : String(pkg.salePrice),
    saleStartsAt: toLocal(pkg.saleStartsAt),
    saleEndsAt: toLocal(pkg.saleEndsAt),
    interval: pkg.interval,
    maxUsers: String(pkg.maxUsers),
    maxAiPosts: String(pkg.maxAiPosts),
    displayFeatures: pkg.displayFeatures.join("\n"),
    isActive: pkg.isActive,
    isPopular: pkg.isPopular,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const save = useAdminSave({
    mutationFn: (body: Body) => apiRequest(contracts.upsertPackage, { body }),
    invalidate,
    success: `${d.name} saved`,
    onFieldErrors: setErrors,
  });
  const remove = useAdminSave({
    mutationFn: () => apiRequest(contracts.deletePackage, { params: { id: pkg.id } }),
    invalidate,
    success: `${pkg.name} deleted`,
  });
  const set = (key: keyof typeof d) => (value: string | boolean) => setD((x) => ({ ...x, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate({
      id: pkg.id,
      name: d.name,
      description: d.description,
      price: Number(d.price),
      salePrice: d.salePrice === "" ? null : Number(d.salePrice),
      saleStartsAt: fromLocal(d.saleStartsAt),
      saleEndsAt: fromLocal(d.saleEndsAt),
      interval: d.interval as "month",
      maxUsers: Number(d.maxUsers),
      maxAiPosts: Number(d.maxAiPosts),
      displayFeatures: d.displayFeatures
        .split("\n")
        .map((s) => s.trim())
        .filter(Boolean),
      isActive: d.isActive,
      isPopular: d.isPopular,
    });
  }

  const onSale = pkg.salePrice !== null;
  return (
    <form onSubmit={submit} aria-label={`Package ${pkg.name}`}>
      <Card className={pkg.isPopular ? "ring-2 ring-brand-300" : undefined}>
        <CardHeader
          title={
            <span className="flex items-center gap-2">
              {pkg.name} {pkg.isPopular ? <Badge tone="brand">Popular</Badge> : null}{" "}
              {pkg.isActive ? null : <Badge>Inactive</Badge>}
              {onSale ? <Badge tone="warning">On sale</Badge> : null}
            </span>
          }
          description={
            <span>
              {onSale ? (
                <>
                  <s>{money(pkg.price, pkg.currency)}</s>{" "}
                  <strong className="text-zinc-900">{money(pkg.salePrice!, pkg.currency)}</strong>
                </>
              ) : (
                money(pkg.price, pkg.currency)
              )}{" "}
              / {pkg.interval} · <span className="font-mono">{pkg.id}</span>
            </span>
          }
        />
        <CardBody className="grid gap-3 sm:grid-cols-2">
          <Field label="Name" error={errors.name}>
            <Input value={d.name} onChange={(e) => set("name")(e.target.value)} />
          </Field>
          <Field label="Interval" error={errors.interval}>
            <Select value={d.interval} onChange={(e) => set("interval")(e.target.value)}>
              <option value="month">month</option>
              <option value="year">year</option>
            </Select>
          </Field>
          <Field label="Price" error={errors.price}>
            <Input type="number" step="0.01" min={0} value={d.price} onChange={(e) => set("price")(e.target.value)} />
          </Field>
          <Field label="Sale price" hint="Empty: no sale" error={errors.salePrice}>
            <Input
              type="number"
              step="0.01"
              min={0}
              value={d.salePrice}
              onChange={(e) => set("salePrice")(e.target.value)}
            />
          </Field>
          <Field label="Sale starts (UTC)" error={errors.saleStartsAt}>
            <Input type="datetime-local" value={d.saleStartsAt} onChange={(e) => set("saleStartsAt")(e.target.value)} />
          </Field>
          <Field label="Sale ends (UTC)" error={errors.saleEndsAt}>
            <Input type="datetime-local" value={d.saleEndsAt} onChange={(e) => set("saleEndsAt")(e.target.value)} />
          </Field>
          <Field label="Team members" hint="-1 unlimited" error={errors.maxUsers}>
            <Input type="number" min={-1} value={d.maxUsers} onChange={(e) => set("maxUsers")(e.target.value)} />
          </Field>
          <Field label="AI posts a month" hint="-1 unlimited" error={errors.maxAiPosts}>
            <Input type="number" min={-1} value={d.maxAiPosts} onChange={(e) => set("maxAiPosts")(e.target.value)} />
          </Field>
          <Field label="Description" error={errors.description} className="sm:col-span-2">
            <Input value={d.description} onChange={(e) => set("description")(e.target.value)} />
          </Field>
          <Field label="Features shown" hint="One per line" error={errors.displayFeatures} className="sm:col-span-2">
            <Textarea rows={3} value={d.displayFeatures} onChange={(e) => set("displayFeatures")(e.target.value)} />
          </Field>
          <Checkbox
            label="Popular"
            description="Highlighted on the pricing page"
            checked={d.isPopular}
            onChange={(e) => set("isPopular")(e.target.checked)}
          />
          <Checkbox
            label="Active"
            description="Shown publicly and sold"
            checked={d.isActive}
            onChange={(e) => set("isActive")(e.target.checked)}
          />
        </CardBody>
        <CardFooter className="justify-between">
          <Button variant="ghost-danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save {pkg.name}
          </Button>
        </CardFooter>
      </Card>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined)}
        loading={remove.isPending}
        title={`Delete ${pkg.name}?`}
        description="Permanently, with its plan column. Companies on it fall back to the system defaults."
        confirmLabel="Delete package"
      />
    </form>
  );
}

export function PackagesEditor() {
  const query = useAdminPackages();
  const create = useAdminSave({
    mutationFn: () => apiRequest(contracts.upsertPackage, { body: { name: "New package", isActive: false } }),
    invalidate,
    success: "Package created (inactive)",
  });
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button icon={<PlusIcon />} loading={create.isPending} onClick={() => create.mutate(undefined)}>
          New package
        </Button>
      </div>
      <ListStates
        query={query}
        what="packages"
        isEmpty={(d) => d.length === 0}
        empty={<p className="text-sm text-zinc-500">No packages.</p>}
      >
        {(packages) => (
          <div className="grid gap-4 lg:grid-cols-2">
            {packages.map((p) => (
              <PackageCard key={`${p.id}`} pkg={p} />
            ))}
          </div>
        )}
      </ListStates>
    </div>
  );
}
