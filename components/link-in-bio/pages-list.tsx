"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, ApiClientError } from "@/lib/api/client";
import * as contracts from "@/lib/link-in-bio/contracts";
import { SLUG_MAX } from "@/lib/link-in-bio/rules";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { PlusIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { ListStates } from "@/components/ui/list-states";
import { PageHeader } from "@/components/ui/page-header";
import { useFieldErrors } from "@/components/ui/use-field-errors";
import { usePages, useRefreshLinkInBio } from "./queries";

const suggestedSlug = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX);

export function LinkInBioPages() {
  const pages = usePages();
  const [creating, setCreating] = useState(false);
  return (
    <div>
      <PageHeader
        title="Link in bio"
        description="One page for the link in your social profiles: your links, your look, and what visitors click."
        actions={
          <Button icon={<PlusIcon size={16} />} onClick={() => setCreating(true)}>
            New page
          </Button>
        }
      />
      <ListStates
        query={pages}
        what="pages"
        isEmpty={(d) => d.items.length === 0}
        empty={
          <Card>
            <EmptyState
              title="No pages yet"
              description="Create a page, add your links, and put its address in your bio."
              action={<Button onClick={() => setCreating(true)}>Create your first page</Button>}
            />
          </Card>
        }
      >
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((p) => (
              <li key={p.id}>
                <Link
                  href={`/link-in-bio/${p.slug}`}
                  className="block rounded-xl border border-zinc-200 bg-white p-4 shadow-card transition hover:border-brand-300"
                >
                  <p className="font-semibold text-zinc-900">{p.title}</p>
                  <p className="mt-1 truncate text-sm text-zinc-500">/l/{p.slug}</p>
                  <p className="mt-3 text-xs capitalize text-zinc-400">Theme: {p.theme}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <CreatePageDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

function CreatePageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const refresh = useRefreshLinkInBio();
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const { errors, setErrors, clearOnChange } = useFieldErrors();
  const create = useMutation({
    mutationFn: () => apiRequest(contracts.createLinkInBioPage, { body: { title, slug } }),
    onSuccess: (page) => {
      void refresh();
      router.push(`/link-in-bio/${page.slug}`);
    },
    onError: (err) => {
      if (err instanceof ApiClientError && err.status === 409) setErrors({ slug: "is already in use: try another" });
      else if (err instanceof ApiClientError) setErrors(err.details);
    },
  });
  const slugMessage = errors.slug ? `Address ${errors.slug}` : undefined;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New link-in-bio page"
      description="You can change everything later."
      formId="new-bio-page"
      submitLabel="Create page"
      onSubmit={() => create.mutate()}
      mutation={create}
      errors={errors}
    >
      <Field label="Title" error={errors.title}>
        <Input
          value={title}
          required
          maxLength={120}
          placeholder="e.g. Our latest links"
          onChange={(e) => {
            clearOnChange("title", setTitle)(e.target.value);
            if (!slugEdited) setSlug(suggestedSlug(e.target.value));
          }}
        />
      </Field>
      <Field label="Address" hint="3-40 characters: a-z, 0-9 and -" error={slugMessage}>
        <div className="flex items-center gap-1 text-sm text-zinc-500">
          <span>/l/</span>
          <Input
            value={slug}
            required
            onChange={(e) => {
              setSlugEdited(true);
              clearOnChange("slug", setSlug)(e.target.value.toLowerCase());
            }}
          />
        </div>
      </Field>
    </FormDialog>
  );
}
