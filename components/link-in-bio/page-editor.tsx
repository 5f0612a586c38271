"use client";

import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { apiRequest, ApiClientError, errorMessage } from "@/lib/api/client";
import * as contracts from "@/lib/link-in-bio/contracts";
import { isLinkLive, type Theme } from "@/lib/link-in-bio/rules";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { SkeletonRows } from "@/components/ui/skeleton";
import { Tabs } from "@/components/ui/tabs";
import { useToast } from "@/components/ui/toast";
import { useDebouncedValue } from "@/components/campaigns/use-debounced-value";
import { PostMediaField } from "@/components/media/post-media-field";
import { useAsset } from "@/components/media/queries";
import { AnalyticsPanel } from "./analytics-panel";
import { LinksEditor } from "./links-editor";
import { PhonePreview } from "./phone-preview";
import { usePage, useRefreshLinkInBio } from "./queries";
import { ThemePicker } from "./theme-picker";

type Page = z.output<typeof contracts.PageWithLinksDTO>;
type Draft = Pick<
  Page,
  | "slug"
  | "title"
  | "theme"
  | "bio"
  | "avatarAssetId"
  | "avatarUrl"
  | "backgroundColor"
  | "textColor"
  | "buttonColor"
  | "buttonTextColor"
>;

const draftOf = (p: Page): Draft => ({
  slug: p.slug,
  title: p.title,
  theme: p.theme,
  bio: p.bio,
  avatarAssetId: p.avatarAssetId,
  avatarUrl: p.avatarUrl,
  backgroundColor: p.backgroundColor,
  textColor: p.textColor,
  buttonColor: p.buttonColor,
  buttonTextColor: p.buttonTextColor,
});

export function PageEditor({ slug }: { slug: string }) {
  const page = usePage(slug);
  const [tab, setTab] = useState("edit");
  if (page.isPending) return <SkeletonRows rows={6} label="Loading the page" />;
  if (page.isError)
    return <ErrorState error={page.error} onRetry={() => page.refetch()} title="Couldn't load this page" />;
  return (
    <div>
      <PageHeader
        eyebrow="Link in bio"
        title={page.data.title}
        description={
          <a href={page.data.publicUrl} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
            {page.data.publicUrl}
          </a>
        }
        // A plain link: Next's <Link> would prefetch the public page, which is not a page of the app.
        actions={
          <a className={buttonClass("secondary")} href={`/l/${page.data.slug}`} target="_blank" rel="noreferrer">
            Open public page
          </a>
        }
      />
      <Tabs
        label="Page sections"
        value={tab}
        onChange={setTab}
        items={[
          { id: "edit", label: "Editor", content: <EditorTab key={page.data.id} page={page.data} /> },
          { id: "analytics", label: "Analytics", content: <AnalyticsPanel slug={page.data.slug} /> },
        ]}
      />
    </div>
  );
}

function EditorTab({ page }: { page: Page }) {
  const router = useRouter();
  const toast = useToast();
  const refresh = useRefreshLinkInBio();
  const [draft, setDraft] = useState<Draft>(() => draftOf(page));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: "" }));
  };

  const slugToCheck = useDebouncedValue(draft.slug, 300);
  const slugCheck = useQuery({
    queryKey: ["link-in-bio", "check-slug", page.slug, slugToCheck],
    queryFn: ({ signal }) =>
      apiRequest(contracts.checkLinkInBioSlug, { params: { slug: page.slug }, body: { slug: slugToCheck }, signal }),
    enabled: slugToCheck !== page.slug && slugToCheck.length > 0,
  });

  const save = useMutation({
    mutationFn: () =>
      apiRequest(contracts.updateLinkInBioPage, {
        params: { slug: page.slug },
        body: { ...draft, avatarUrl: draft.avatarUrl || null },
      }),
    onSuccess: (saved) => {
      toast.success("Page saved");
      void refresh();
      if (saved.slug !== page.slug) router.replace(`/link-in-bio/${saved.slug}`);
    },
    onError: (err) => {
      if (err instanceof ApiClientError && err.status === 409) setErrors({ slug: "is already in use" });
      else if (err instanceof ApiClientError && err.status === 400) setErrors(err.details);
      else toast.error("Couldn't save the page", errorMessage(err));
    },
  });
  const remove = useMutation({
    mutationFn: () => apiRequest(contracts.deleteLinkInBioPage, { params: { slug: page.slug } }),
    onSuccess: () => {
      void refresh();
      router.push("/link-in-bio");
    },
    onError: (err) => toast.error("Couldn't delete the page", errorMessage(err)),
  });

  const avatarAsset = useAsset(draft.avatarAssetId);
  const preview: contracts.PublicPageDTO = {
    slug: draft.slug,
    title: draft.title || "Untitled",
    theme: draft.theme,
    bio: draft.bio,
    avatarUrl: draft.avatarAssetId
      ? (avatarAsset.data?.thumbnailUrl ?? avatarAsset.data?.viewUrl ?? null)
      : draft.avatarUrl || null,
    colors: {
      background: draft.backgroundColor,
      text: draft.textColor,
      button: draft.buttonColor,
      buttonText: draft.buttonTextColor,
    },
    url: page.publicUrl,
    links: page.links
      .filter((l) => isLinkLive(l))
      .map((l) => ({ id: l.id, title: l.title, url: l.url, clickUrl: "#" })),
  };
  const slugNote = errors.slug
    ? `Address ${errors.slug}`
    : slugCheck.data && !slugCheck.data.available && slugToCheck === draft.slug
      ? `Address ${slugCheck.data.reason ?? "is not available"}`
      : undefined;

  return (
    <div className="grid gap-8 pt-5 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="flex flex-col gap-6">
        <Card>
          <CardBody className="flex flex-col gap-4">
            <form
              id="page-settings"
              className="flex flex-col gap-4"
              onSubmit={(e) => {
                e.preventDefault();
                save.mutate();
              }}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Title" error={errors.title}>
                  <Input value={draft.title} maxLength={120} required onChange={(e) => set("title", e.target.value)} />
                </Field>
                <Field
                  label="Address"
                  hint={
                    slugCheck.data?.available && slugToCheck === draft.slug
                      ? "Available"
                      : "/l/ followed by 3-40 of a-z, 0-9 and -"
                  }
                  error={slugNote}
                >
                  <Input value={draft.slug} required onChange={(e) => set("slug", e.target.value.toLowerCase())} />
                </Field>
              </div>
              <Field label="Bio" error={errors.bio} hint="Up to 500 characters">
                <Textarea value={draft.bio} maxLength={500} onChange={(e) => set("bio", e.target.value)} />
              </Field>
              <ThemePicker value={draft.theme} onChange={(theme: Theme) => set("theme", theme)} />
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {(
                  [
                    ["backgroundColor", "Background"],
                    ["textColor", "Text"],
                    ["buttonColor", "Buttons"],
                    ["buttonTextColor", "Button text"],
                  ] as const
                ).map(([key, label]) => (
                  <Field key={key} label={label} error={errors[key]}>
                    <div className="flex items-center gap-2">
                      <input
                        type="color"
                        aria-label={`${label} colour`}
                        value={draft[key] ?? "#ffffff"}
                        onChange={(e) => set(key, e.target.value)}
                        className="h-9 w-10 cursor-pointer rounded border border-zinc-200"
                      />
                      {draft[key] ? (
                        <button
                          type="button"
                          className="text-xs text-brand-700 hover:underline"
                          onClick={() => set(key, null)}
                        >
                          Use theme colour
                        </button>
                      ) : (
                        <span className="text-xs text-zinc-400">Theme colour</span>
                      )}
                    </div>
                  </Field>
                ))}
              </div>
              <div className="flex flex-col gap-2">
                <PostMediaField
                  value={draft.avatarAssetId ? [draft.avatarAssetId] : []}
                  onChange={(ids) => set("avatarAssetId", ids.at(-1) ?? null)}
                />
                <p className="text-xs text-zinc-500">
                  Avatar: the image picked from the media library. Without one, an https image URL:
                </p>
                <Field label="Avatar URL" error={errors.avatarUrl}>
                  <Input
                    value={draft.avatarUrl ?? ""}
                    placeholder="https://"
                    disabled={Boolean(draft.avatarAssetId)}
                    onChange={(e) => set("avatarUrl", e.target.value || null)}
                  />
                </Field>
              </div>
            </form>
            <div className="flex justify-between gap-2 border-t border-zinc-100 pt-4">
              <Button variant="outline-danger" onClick={() => setDeleting(true)}>
                Delete page
              </Button>
              <Button type="submit" form="page-settings" loading={save.isPending}>
                Save page
              </Button>
            </div>
          </CardBody>
        </Card>
        <LinksEditor slug={page.slug} links={page.links} />
      </div>
      <PhonePreview page={preview} />
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutate()}
        loading={remove.isPending}
        title="Delete this page?"
        description="Its address stops working at once, and its links and analytics are deleted."
        confirmLabel="Delete page"
      />
    </div>
  );
}
