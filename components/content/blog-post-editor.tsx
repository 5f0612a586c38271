"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type CSSProperties } from "react";
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
import { PostDestinationsPicker, useHostedBlogUrl } from "@/components/blog-destinations/post-destinations-picker";
import { PostMediaField } from "@/components/media/post-media-field";
import { deliveriesKey } from "@/components/blog-destinations/queries";
import { CampaignSelect } from "./campaign-select";
import { ContentStatusBadge } from "./content-status-badge";
import { formatDateTime, fromDateTimeLocal, toDateTimeLocal } from "./datetime";
import { BackLink, DeleteContentButton, EditorLoadState, useDeleteContent, useSaveFeedback } from "./editor-frame";
import { contentKeys } from "./queries";
import { BlogPostPreview } from "@/components/blog/blog-post-preview";
import { plural } from "@/lib/format/plural";

type Status = BlogPostDTO["status"];

/** "Coffee, Home brewing" → ["Coffee", "Home brewing"]. */
const termList = (text: string) =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

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
  /** The hosted blog's colours and fonts, for the preview. */
  themeStyle?: CSSProperties;
}

export function BlogPostForm({ post, initialCampaignId, canPublish, themeStyle }: BlogPostFormProps) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(post?.title ?? "");
  const [slug, setSlug] = useState(post?.slug ?? "");
  // A new post's slug follows the title until someone edits the slug; a saved post's slug stays put.
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [body, setBody] = useState(post?.markdownBody ?? "");
  const [status, setStatus] = useState<Status>(post?.status ?? "DRAFT");
  const [campaignId, setCampaignId] = useState(post?.campaignId ?? initialCampaignId ?? "");
  const [pane, setPane] = useState<"write" | "preview">("write");
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? "");
  const [tags, setTags] = useState(post?.tags.join(", ") ?? "");
  const [categories, setCategories] = useState(post?.categories.join(", ") ?? "");
  const [coverImageId, setCoverImageId] = useState<string | null>(post?.coverImageId ?? null);
  // null: the company's default destinations.
  const [destinationIds, setDestinationIds] = useState<string[] | null>(
    post?.destinationIds.length ? post.destinationIds : null,
  );
  const [publishAt, setPublishAt] = useState(toDateTimeLocal(post?.scheduledAt));
  const blogUrl = useHostedBlogUrl();
  const { errors, setErrors, clearOnChange } = useFieldErrors();
  const words = wordCount(body);

  const fields = () => ({
    title,
    slug: slug || undefined,
    markdownBody: body,
    campaignId: campaignId || null,
    excerpt,
    tags: termList(tags),
    categories: termList(categories),
    coverImageId,
    destinationIds: destinationIds ?? [],
  });
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

  const schedule = useMutation({
    mutationFn: (scheduledAt: string | null) =>
      post
        ? apiRequest(updateBlogPost, { params: { id: post.id }, body: { ...fields(), scheduledAt } })
        : apiRequest(createBlogPost, { body: { ...fields(), status: "DRAFT", scheduledAt } }),
    onSuccess: (saved) =>
      afterSave(saved, saved.scheduledAt ? `Scheduled for ${formatDateTime(saved.scheduledAt)}` : "Schedule cancelled"),
    onError: onError("Couldn't schedule the post"),
  });

  const deletion = useDeleteContent({
    request: () => apiRequest(deleteBlogPost, { params: { id: post!.id } }),
    campaignId: campaignId || null,
    listHref: "/content/blog",
    noun: "post",
    deletedMessage: "Blog post deleted",
    confirmTitle: "Delete this blog post?",
  });

  function run(action: "save" | "publish" | "schedule") {
    if (!title.trim()) return setErrors({ title: "Give the post a title" });
    // A draft may be empty; a post going out to readers may not.
    if (action !== "save" && !body.trim())
      return setErrors({ markdownBody: "Write the post before you publish or schedule it" });
    if (action === "schedule") {
      const at = fromDateTimeLocal(publishAt);
      if (!at) return setErrors({ scheduledAt: "Pick a date and time" });
      return schedule.mutate(at);
    }
    (action === "save" ? save : publish).mutate();
  }

  const busy = save.isPending || publish.isPending || schedule.isPending;
  // The post's address on the hosted blog: /blog/<handle>/<slug>.
  const addressPrefix = blogUrl ? `${new URL(blogUrl).pathname}/` : "/blog/…/";

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
                {/* The slug input must not squeeze the prefix: a long blog handle ends in "…", never cut. */}
                <span
                  title={addressPrefix}
                  className="flex max-w-[55%] shrink-0 items-center rounded-l-lg border border-r-0 border-zinc-200 bg-zinc-50 px-3 text-sm text-zinc-500"
                >
                  <span data-testid="post-address-prefix" className="min-w-0 truncate">
                    {addressPrefix}
                  </span>
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
                  {title.trim() || body.trim() ? (
                    <BlogPostPreview title={title} markdown={body} themeStyle={themeStyle} />
                  ) : (
                    <p className="text-sm text-zinc-400">Start writing to see the preview.</p>
                  )}
                </section>
              </div>
              <BlogAiAssist
                title={title}
                body={body}
                onChange={clearOnChange("markdownBody", setBody)}
                fields={{ markdownBody: body, excerpt, tags: termList(tags), categories: termList(categories) }}
                onDraft={(draft) => {
                  clearOnChange("markdownBody", setBody)(draft.markdownBody);
                  setExcerpt(draft.excerpt);
                  setTags(draft.tags.join(", "));
                  setCategories(draft.categories.join(", "));
                }}
              />
              <p className="text-xs text-zinc-500">
                {plural(words, "word")} · about {Math.max(1, Math.round(words / 220))} min read
              </p>
            </div>
            <Field label="Excerpt" aside="Optional" hint="Shown on the blog's index, in feeds and link previews.">
              <Textarea value={excerpt} maxLength={500} rows={2} onChange={(e) => setExcerpt(e.target.value)} />
            </Field>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field label="Tags" aside="Comma-separated" error={errorFor(errors, "tags")}>
                <Input value={tags} placeholder="coffee, how-to" onChange={(e) => setTags(e.target.value)} />
              </Field>
              <Field label="Categories" aside="Comma-separated" error={errorFor(errors, "categories")}>
                <Input value={categories} placeholder="Guides" onChange={(e) => setCategories(e.target.value)} />
              </Field>
            </div>
            <section aria-label="Featured image" className="flex flex-col gap-1">
              <p className="text-[13px] font-medium text-zinc-800">Featured image</p>
              <PostMediaField
                value={coverImageId ? [coverImageId] : []}
                onChange={(ids) => setCoverImageId(ids.at(-1) ?? null)}
              />
            </section>
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
            <PostDestinationsPicker value={destinationIds} onChange={setDestinationIds} />
            {errorFor(errors, "destinationIds") ? (
              <p className="text-xs font-medium text-red-600">{errorFor(errors, "destinationIds")}</p>
            ) : null}
            {canPublish && post?.status !== "PUBLISHED" ? (
              <Field
                label="Publish at"
                hint={
                  post?.heldReason ??
                  (post?.scheduledAt ? `Scheduled for ${formatDateTime(post.scheduledAt)}` : "Your local time.")
                }
                error={errorFor(errors, "scheduledAt")}
              >
                <Input
                  type="datetime-local"
                  value={publishAt}
                  onChange={(e) => clearOnChange("scheduledAt", setPublishAt)(e.target.value)}
                />
              </Field>
            ) : null}
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
                <>
                  <Button
                    icon={<SendIcon />}
                    onClick={() => run("publish")}
                    loading={publish.isPending}
                    disabled={busy}
                  >
                    Publish
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => run("schedule")}
                    loading={schedule.isPending && schedule.variables !== null}
                    disabled={busy || !publishAt}
                  >
                    Schedule
                  </Button>
                  {post?.scheduledAt ? (
                    <Button
                      variant="ghost"
                      onClick={() => schedule.mutate(null)}
                      loading={schedule.isPending && schedule.variables === null}
                      disabled={busy}
                    >
                      Cancel schedule
                    </Button>
                  ) : null}
                </>
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

export function BlogPostEditor({
  id,
  canPublish,
  themeStyle,
}: {
  id: string;
  canPublish: boolean;
  themeStyle?: CSSProperties;
}) {
  const post = useQuery({
    queryKey: contentKeys.blogPost(id),
    queryFn: ({ signal }) => apiRequest(getBlogPost, { signal, params: { id } }),
  });
  return (
    <EditorLoadState query={post} what="blog post" listHref="/content/blog">
      {(loaded) => (
        <BlogPostForm key={loaded.updatedAt} post={loaded} canPublish={canPublish} themeStyle={themeStyle} />
      )}
    </EditorLoadState>
  );
}
