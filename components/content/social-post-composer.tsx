"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorFor } from "@/components/campaigns/field-errors";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { ClockIcon, LockIcon, SendIcon } from "@/components/ui/icons";
import { Input, Textarea } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { useFieldErrors } from "@/components/ui/use-field-errors";
import { apiRequest } from "@/lib/api/client";
import { createSocialPost, deleteSocialPost, getSocialPost, updateSocialPost, type SocialPostDTO } from "@/lib/content/contracts";
import { PLATFORM_LABELS, platformsOverLimit, toSocialPlatform, type SocialPlatform } from "@/lib/content/platforms";
import { CampaignSelect } from "./campaign-select";
import { CharacterCounts } from "./character-counts";
import { ContentStatusBadge } from "./content-status-badge";
import { formatDateTime, fromDateTimeLocal, toDateTimeLocal } from "./datetime";
import { BackLink, DeleteContentButton, EditorLoadState, useDeleteContent, useSaveFeedback } from "./editor-frame";
import { PlatformPicker } from "./platform-picker";
import { PostMediaField } from "@/components/media/post-media-field";
import { contentKeys } from "./queries";

interface ComposerProps {
  post?: SocialPostDTO;
  initialCampaignId?: string;
  canPublish: boolean;
}

const LOCKED = ["PUBLISHING", "PUBLISHED"];

export function SocialPostComposer({ post, initialCampaignId, canPublish }: ComposerProps) {
  const [content, setContent] = useState(post?.content ?? "");
  const [platforms, setPlatforms] = useState<SocialPlatform[]>(
    () => (post?.platforms.map(toSocialPlatform).filter(Boolean) as SocialPlatform[] | undefined) ?? [],
  );
  const [campaignId, setCampaignId] = useState(post?.campaignId ?? initialCampaignId ?? "");
  const [scheduledAt, setScheduledAt] = useState(toDateTimeLocal(post?.scheduledAt));
  const [mediaAssetIds, setMediaAssetIds] = useState<string[]>(post?.mediaAssetIds ?? []);
  const { errors, setErrors, clearOnChange } = useFieldErrors();
  const locked = post ? LOCKED.includes(post.status) : false;
  const overLimit = platformsOverLimit(content, platforms);

  const feedback = useSaveFeedback({ isNew: !post, basePath: "/content/social", setErrors });
  const save = useMutation({
    mutationFn: (status: "DRAFT" | "SCHEDULED") => {
      const body = { content, platforms, status, scheduledAt: fromDateTimeLocal(scheduledAt), campaignId: campaignId || null, mediaAssetIds };
      return post ? apiRequest(updateSocialPost, { params: { id: post.id }, body }) : apiRequest(createSocialPost, { body });
    },
    onSuccess: (saved) =>
      feedback.saved(
        saved.id,
        saved.status === "SCHEDULED" ? "Post scheduled" : "Draft saved",
        saved.scheduledAt && saved.status === "SCHEDULED" ? `Publishes ${formatDateTime(saved.scheduledAt)}.` : undefined,
      ),
    onError: feedback.failed("Couldn't save the post"),
  });

  const deletion = useDeleteContent({
    request: () => apiRequest(deleteSocialPost, { params: { id: post!.id } }),
    campaignId: campaignId || null,
    listHref: "/content/social",
    noun: "post",
    deletedMessage: "Post deleted",
    confirmTitle: "Delete this post?",
    confirmDescription: post?.status === "PUBLISHED" ? "It stays on the networks it was published to; only Reach forgets it." : "This can't be undone.",
  });

  function submit(status: "DRAFT" | "SCHEDULED") {
    const local: Record<string, string> = {};
    if (!content.trim()) local.content = "Write something first";
    if (!platforms.length) local.platforms = "Pick at least one network";
    if (status === "SCHEDULED" && !scheduledAt) local.scheduledAt = "Choose when to publish";
    setErrors(local);
    if (!Object.keys(local).length) save.mutate(status);
  }

  return (
    <>
      <BackLink campaignId={post?.campaignId ?? initialCampaignId ?? null} listHref="/content/social" listLabel="Social posts" />
      <PageHeader
        title={post ? "Edit post" : "New post"}
        description="Write once for every network you pick; the counts show where it fits."
        actions={post ? <ContentStatusBadge status={post.status} /> : null}
      />
      {locked ? (
        <p className="mb-4 flex items-center gap-2 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-[13px] text-zinc-600">
          <LockIcon className="shrink-0 text-zinc-400" />
          This post has been published, so it can no longer be edited.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Post" />
          <CardBody className="flex flex-col gap-5">
            <Field label="Text" error={errorFor(errors, "content")}>
              <Textarea
                value={content}
                onChange={(e) => clearOnChange("content", setContent)(e.target.value)}
                rows={8}
                disabled={locked}
                placeholder="What do you want to say?"
                className="text-[15px]"
              />
            </Field>
            <PlatformPicker legend="Networks" value={platforms} onChange={clearOnChange("platforms", setPlatforms)} disabled={locked} error={errorFor(errors, "platforms")} />
            <CharacterCounts text={content} platforms={platforms} />
            <PostMediaField value={mediaAssetIds} onChange={setMediaAssetIds} disabled={locked} />
          </CardBody>
        </Card>

        <Card className="self-start">
          <CardHeader title="Publishing" />
          <CardBody className="flex flex-col gap-5">
            <Field label="Campaign" aside="Optional" error={errorFor(errors, "campaignId")}>
              <CampaignSelect value={campaignId} onChange={clearOnChange("campaignId", setCampaignId)} />
            </Field>
            <Field
              label="Publish at"
              aside="Optional"
              error={errorFor(errors, "scheduledAt")}
              hint={canPublish ? "Leave empty to keep an unscheduled draft." : "Scheduling needs the content:publish permission; you can save drafts."}
            >
              <Input type="datetime-local" value={scheduledAt} disabled={locked} onChange={(e) => clearOnChange("scheduledAt", setScheduledAt)(e.target.value)} />
            </Field>
            {overLimit.length ? (
              <p role="alert" className="text-xs font-medium text-red-600">
                Too long for {overLimit.map((o) => PLATFORM_LABELS[o.platform]).join(", ")}. Shorten the text or deselect {overLimit.length === 1 ? "that network" : "those networks"}.
              </p>
            ) : null}
            <div className="flex flex-col gap-2">
              {canPublish ? (
                <Button
                  icon={<ClockIcon />}
                  onClick={() => submit("SCHEDULED")}
                  loading={save.isPending && save.variables === "SCHEDULED"}
                  disabled={locked || !scheduledAt || save.isPending}
                >
                  {post?.status === "SCHEDULED" ? "Update schedule" : "Schedule"}
                </Button>
              ) : null}
              <Button
                variant={canPublish ? "secondary" : "primary"}
                icon={<SendIcon />}
                onClick={() => submit("DRAFT")}
                loading={save.isPending && save.variables === "DRAFT"}
                disabled={locked || save.isPending}
              >
                {post?.status === "SCHEDULED" ? "Unschedule and save draft" : "Save draft"}
              </Button>
              {post ? (
                <DeleteContentButton onClick={deletion.ask} disabled={post.status === "PUBLISHING"}>
                  Delete post
                </DeleteContentButton>
              ) : null}
            </div>
          </CardBody>
        </Card>
      </div>
      {deletion.dialog}
    </>
  );
}

export function SocialPostEditor({ id, canPublish }: { id: string; canPublish: boolean }) {
  const post = useQuery({ queryKey: contentKeys.socialPost(id), queryFn: ({ signal }) => apiRequest(getSocialPost, { signal, params: { id } }) });
  return (
    <EditorLoadState query={post} what="post" listHref="/content/social">
      {(loaded) => <SocialPostComposer key={loaded.updatedAt} post={loaded} canPublish={canPublish} />}
    </EditorLoadState>
  );
}
