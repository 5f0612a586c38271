"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorFor } from "@/components/campaigns/field-errors";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { SendIcon } from "@/components/ui/icons";
import { Input, Textarea } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { useFieldErrors } from "@/components/ui/use-field-errors";
import { ApiClientError, apiRequest } from "@/lib/api/client";
import {
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  publishBlogPost,
  updateBlogPost,
  type BlogPostDTO,
} from "@/lib/content/contracts";
import { slugify } from "@/lib/content/slug";
import { BlogAiAssist } from "@/components/ai/blog-ai-assist";
import { BlogDeliveries } from "@/components/blog-destinations/blog-deliveries";
import { deliveriesKey } from "@/components/blog-destinations/queries";
import { CampaignSelect } from "./campaign-select";
import { ContentStatusBadge } from "./content-status-badge";
import { formatDateTime } from "./datetime";
import { BackLink, DeleteContentButton, EditorLoadState, useDeleteContent, useSaveFeedback } from "./editor-frame";
import { MarkdownPreview } from "./markdown-preview";
import { contentKeys } from "./queries";
import { plural } from "@/lib/format/plural";

type Status = BlogPostDTO["status"];

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A 409 SLUG_TAKEN belongs under the slug field rather than in a toast. */
function slugConflict(err: unknown): string | undefined {
  return err instanceof ApiClientError && err.status === 409 && err.body.error === "SLUG_TAKEN"
    ? err.message
    : undefined;
}

interface BlogPostFormProps {
  post?: BlogPostDTO;
  initialCampaignId?: string;
  canPublish: boolean;
}

export function BlogPostForm({ post, initialCampaignId, canPublish }: BlogPostFormProps) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(post?.title ?? "");
  const [slug, setSlug] = useState(post?.slug ?? "");
  // A new post's slug follows the title until someone edits the slug; a saved post's slug stays put.
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [body, setBody] = useState(post?.markdownBody ?? "");
  const [status, setStatus] = useState<Status>(post?.status ?? "DRAFT");
  const [campaignId, setCampaignId] = useState(post?.campaignId ?? initialCampaignId ?? "");
  const [pane, setPane] = useState<"write" | "preview">("write");
  const { errors, setErrors, clearOnChange } = useFieldErrors();
  const words = wordCount(body);

  const fields = () => ({ title, slug: slug || undefined, markdownBody: body, campaignId: campaignId || null });
  const write = (nextStatus: Status) =>
    post
      ? apiRequest(updateBlogPost, { params: { id: post.id }, body: { ...fields(), status: nextStatus } })
      : apiRequest(createBlogPost, { body: { ...fields(), status: nextStatus } });

  const feedback = useSaveFeedback({ isNew: !post, basePath: "/content/blog", setErrors });
  const onError = (what: string) => (err: unknown) => {
    const slugMessage = slugConflict(err);
    if (slugMessage) setErrors({ slug: slugMessage });
    else feedback.failed(what)(err);
  };
  const afterSave = (saved: BlogPostDTO, message: string) => feedback.saved(saved.id, message, saved.title);

  const save = useMutation({
    mutationFn: () => write(status),
    onSuccess: (saved) => afterSave(saved, saved.status === "PUBLISHED" ? "Post saved and published" : "Draft saved"),
    onError: onError("Couldn't save the post"),
  });

  const publish = useMutation({
    mutationFn: async () => {
      const saved = await write(post?.status ?? "DRAFT");
      return apiRequest(publishBlogPost, { params: { id: saved.id }, body: {} });
    },
    onSuccess: (published) => {
      queryClient.setQueryData(deliveriesKey(published.id), published.deliveries);
      afterSave(published, "Post published");
    },
    onError: onError("Couldn't publish the post"),
  });

  const deletion = useDeleteContent({
    request: () => apiRequest(deleteBlogPost, { params: { id: post!.id } }),
    campaignId: campaignId || null,
    listHref: "/content/blog",
    noun: "post",
    deletedMessage: "Blog post deleted",
    confirmTitle: "Delete this blog post?",
  });

  function run(action: "save" | "publish") {
    if (!title.trim()) return setErrors({ title: "Give the post a title" });
    (action === "save" ? save : publish).mutate();
  }

  const busy = save.isPending || publish.isPending;

  return (
    <>
      <BackLink
        campaignId={post?.campaignId ?? initialCampaignId ?? null}
        listHref="/content/blog"
        listLabel="Blog posts"
      />
      <PageHeader
        title={post ? "Edit blog post" : "New blog post"}
        description="Write in Markdown; the preview shows how it reads."
        actions={post ? <ContentStatusBadge status={post.status} /> : null}
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="min-w-0">
          <CardBody className="flex flex-col gap-5">
            <Field label="Title" error={errorFor(errors, "title")}>
              <Input
                value={title}
                maxLength={300}
                placeholder="A headline worth clicking"
                className="h-11 text-lg font-semibold"
                onChange={(e) => {
                  clearOnChange("title", setTitle)(e.target.value);
                  if (!slugEdited) setSlug(e.target.value.trim() ? slugify(e.target.value) : "");
                }}
              />
            </Field>
            <Field
              label="Slug"
              error={errorFor(errors, "slug")}
              hint={
                slugEdited
                  ? "The address of the post. Lower-case letters, digits and hyphens."
                  : "Follows the title until you change it."
              }
            >
              <div className="flex">
                <span className="inline-flex items-center rounded-l-lg border border-r-0 border-zinc-200 bg-zinc-50 px-3 text-sm text-zinc-500">
                  /blog/
                </span>
                <Input
                  value={slug}
                  maxLength={120}
                  className="rounded-l-none font-mono text-[13px]"
                  placeholder="derived-from-the-title"
                  onChange={(e) => {
                    setSlugEdited(true);
                    clearOnChange("slug", setSlug)(e.target.value.toLowerCase());
                  }}
                />
              </div>
            </Field>

            <div className="flex flex-col gap-2">
              <div className="flex items-center justify-between">
                <span className="text-[13px] font-medium text-zinc-800">Body</span>
                <div role="group" aria-label="Editor view" className="flex rounded-lg bg-zinc-100 p-0.5 lg:hidden">
                  {(["write", "preview"] as const).map((p) => (
                    <button
                      key={p}
                      type="button"
                      aria-pressed={pane === p}
                      onClick={() => setPane(p)}
                      className={cn(
                        "rounded-md px-3 py-1 text-xs font-medium capitalize",
                        pane === p ? "bg-white text-zinc-900 shadow-xs" : "text-zinc-500",
                      )}
                    >
                      {p}
                    </button>
                  ))}
                </div>
              </div>
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                <div className={cn(pane === "preview" && "hidden lg:block")}>
                  <Textarea
                    aria-label="Markdown body"
                    value={body}
                    onChange={(e) => clearOnChange("markdownBody", setBody)(e.target.value)}
                    rows={22}
                    className="font-mono text-[13px]"
                    placeholder={
                      "## A heading\n\nWrite **bold**, *italic*, [links](https://example.com), lists and `code`."
                    }
                  />
                  {errorFor(errors, "markdownBody") ? (
                    <p className="mt-1.5 text-xs font-medium text-red-600">{errorFor(errors, "markdownBody")}</p>
                  ) : null}
                </div>
                <section
                  aria-label="Preview"
                  className={cn(
                    "min-h-64 overflow-auto rounded-lg border border-zinc-200 bg-white p-5 lg:max-h-[34rem]",
                    pane === "write" && "hidden lg:block",
                  )}
                >
                  <p className="mb-3 text-[11px] font-semibold uppercase tracking-wider text-zinc-400">Preview</p>
                  {title.trim() ? (
                    <h1 className="mb-4 text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
                  ) : null}
                  {body.trim() ? (
                    <MarkdownPreview source={body} />
                  ) : (
                    <p className="text-sm text-zinc-400">Start writing to see the preview.</p>
                  )}
                </section>
              </div>
              <BlogAiAssist title={title} body={body} onChange={clearOnChange("markdownBody", setBody)} />
              <p className="text-xs text-zinc-500">
                {plural(words, "word")} · about {Math.max(1, Math.round(words / 220))} min read
              </p>
            </div>
          </CardBody>
        </Card>

        <Card className="self-start">
          <CardHeader title="Publishing" />
          <CardBody className="flex flex-col gap-5">
            <Field
              label="Status"
              hint={canPublish ? undefined : "Publishing needs the content:publish permission."}
              error={errorFor(errors, "status")}
            >
              <Select
                value={status}
                onChange={(e) => clearOnChange("status", setStatus)(e.target.value as Status)}
                disabled={!canPublish}
              >
                <option value="DRAFT">Draft</option>
                <option value="PUBLISHED">Published</option>
              </Select>
            </Field>
            <Field label="Campaign" aside="Optional" error={errorFor(errors, "campaignId")}>
              <CampaignSelect value={campaignId} onChange={clearOnChange("campaignId", setCampaignId)} />
            </Field>
            {post?.publishedAt ? (
              <p className="text-xs text-zinc-500">First published {formatDateTime(post.publishedAt)}</p>
            ) : null}
            <div className="flex flex-col gap-2">
              <Button
                variant={canPublish && post?.status !== "PUBLISHED" ? "secondary" : "primary"}
                onClick={() => run("save")}
                loading={save.isPending}
                disabled={busy}
              >
                Save
              </Button>
              {canPublish && post?.status !== "PUBLISHED" ? (
                <Button icon={<SendIcon />} onClick={() => run("publish")} loading={publish.isPending} disabled={busy}>
                  Publish
                </Button>
              ) : null}
              {post ? <DeleteContentButton onClick={deletion.ask}>Delete post</DeleteContentButton> : null}
            </div>
            {post ? <BlogDeliveries postId={post.id} /> : null}
          </CardBody>
        </Card>
      </div>
      {deletion.dialog}
    </>
  );
}

export function BlogPostEditor({ id, canPublish }: { id: string; canPublish: boolean }) {
  const post = useQuery({
    queryKey: contentKeys.blogPost(id),
    queryFn: ({ signal }) => apiRequest(getBlogPost, { signal, params: { id } }),
  });
  return (
    <EditorLoadState query={post} what="blog post" listHref="/content/blog">
      {(loaded) => <BlogPostForm key={loaded.updatedAt} post={loaded} canPublish={canPublish} />}
    </EditorLoadState>
  );
}
