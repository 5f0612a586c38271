"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { errorFor } from "@/components/campaigns/field-errors";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { ClockIcon, LockIcon, SendIcon } from "@/components/ui/icons";
import { Textarea } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { useFieldErrors } from "@/components/ui/use-field-errors";
import { apiRequest } from "@/lib/api/client";
import {
  createSocialPost,
  deleteSocialPost,
  getSocialPost,
  updateSocialPost,
  type SocialPostDTO,
} from "@/lib/content/contracts";
import { PLATFORM_LABELS, toSocialPlatform, type SocialPlatform } from "@/lib/content/platforms";
import { mediaProblems, platformsOverLimit } from "@/lib/integrations/social/platform-limits";
import { CampaignSelect } from "./campaign-select";
import { CharacterCounts } from "./character-counts";
import { ContentStatusBadge } from "./content-status-badge";
import { fromZonedInput } from "@/components/calendar/calendar-time";
import { zoneFormats } from "@/components/calendar/zone-formats";
import { BackLink, DeleteContentButton, EditorLoadState, useDeleteContent, useSaveFeedback } from "./editor-frame";
import { PublishablePlatformPicker } from "./publishable-platform-picker";
import { PostMediaField } from "@/components/media/post-media-field";
import { PostVideoField, videoNetworks } from "./post-video-field";
import { PostAiAssist } from "@/components/ai/post-ai-assist";
import { contentKeys, useRefreshContent } from "./queries";
import { schedulePost, type ScheduleChoice } from "./schedule-post";
import { usePostTimes, useQueueOptions } from "./schedule-queries";
import { MissingAccounts, ScheduleStep, scheduleChoice, useScheduleDraft } from "./schedule-step";
import { MediaChecks } from "./previews/media-checks";
import { PostPreviews } from "./previews/post-previews";
import { useAttachedAssets } from "./previews/use-attached-assets";

interface ComposerProps {
  post?: SocialPostDTO;
  initialCampaignId?: string;
  canPublish: boolean;
  /** The company's zone: schedule times are read and shown on its clock. */
  timeZone: string;
  /** A scheduled post's waiting times per platform (a split post has several). */
  platformTimes?: Record<string, string>;
}

const LOCKED = ["PUBLISHING", "PUBLISHED"];

const SUBMIT_LABELS = { shared: "Schedule", split: "Schedule per network", queue: "Add to queue" } as const;

export function SocialPostComposer({ post, initialCampaignId, canPublish, timeZone, platformTimes }: ComposerProps) {
  const [content, setContent] = useState(post?.content ?? "");
  const [platforms, setPlatforms] = useState<SocialPlatform[]>(
    () => (post?.platforms.map(toSocialPlatform).filter(Boolean) as SocialPlatform[] | undefined) ?? [],
  );
  const [campaignId, setCampaignId] = useState(post?.campaignId ?? initialCampaignId ?? "");
  const schedule = useScheduleDraft(timeZone, { scheduledAt: post?.scheduledAt, platformTimes });
  const [mediaAssetIds, setMediaAssetIds] = useState<string[]>(post?.mediaAssetIds ?? []);
  const [videoUrl, setVideoUrl] = useState(post?.videoUrl ?? "");
  const { errors, setErrors, clear, clearOnChange } = useFieldErrors();
  const allowQueue = !post;
  const queues = useQueueOptions(allowQueue && schedule.mode === "queue");
  const locked = post ? LOCKED.includes(post.status) : false;
  const overLimit = platformsOverLimit(content, platforms);

  const router = useRouter();
  const toast = useToast();
  const refresh = useRefreshContent();
  const feedback = useSaveFeedback({ isNew: !post, basePath: "/content/social", setErrors });
  // The video goes with the post only while a network that takes one is selected.
  const video = videoNetworks(platforms).length ? videoUrl.trim() || null : null;
  const fields = { content, platforms, campaignId: campaignId || null, mediaAssetIds, videoUrl: video };
  const attached = useAttachedAssets(mediaAssetIds);
  // The checks scheduling applies, shown while the post is written (once every image has loaded).
  const mediaChecks = attached.facts ? mediaProblems(platforms, attached.facts, Boolean(video)) : [];
  const save = useMutation({
    mutationFn: () => {
      const plannedAt =
        schedule.mode === "shared" ? (fromZonedInput(schedule.sharedAt, timeZone)?.toISOString() ?? null) : null;
      const body = { ...fields, status: "DRAFT" as const, scheduledAt: plannedAt };
      return post
        ? apiRequest(updateSocialPost, { params: { id: post.id }, body })
        : apiRequest(createSocialPost, { body });
    },
    onSuccess: (saved) => feedback.saved(saved.id, "Draft saved"),
    onError: feedback.failed("Couldn't save the post"),
  });
  const publish = useMutation({
    mutationFn: (choice: ScheduleChoice) => schedulePost(post, fields, choice),
    onSuccess: (scheduled, choice) => {
      const detail = `Publishes ${zoneFormats(timeZone).full(scheduled.scheduledAt)}.`;
      const message = choice.kind === "queue" ? "Added to the queue" : "Post scheduled";
      if (scheduled.postId) return feedback.saved(scheduled.postId, message, detail);
      // Scheduled, but its post could not be looked up: the calendar shows it.
      setErrors({});
      refresh();
      toast.success(message, detail);
      router.push("/calendar");
    },
    onError: feedback.failed("Couldn't schedule the post"),
  });
  const pending = save.isPending || publish.isPending;

  const deletion = useDeleteContent({
    request: () => apiRequest(deleteSocialPost, { params: { id: post!.id } }),
    campaignId: campaignId || null,
    listHref: "/content/social",
    noun: "post",
    deletedMessage: "Post deleted",
    confirmTitle: "Delete this post?",
    confirmDescription:
      post?.status === "PUBLISHED"
        ? "It stays on the networks it was published to; only Reach forgets it."
        : "This can't be undone.",
  });

  function submit(status: "DRAFT" | "SCHEDULED") {
    const local: Record<string, string> = {};
    if (!content.trim()) local.content = "Write something first";
    if (!platforms.length) local.platforms = "Pick at least one network";
    const choice = status === "SCHEDULED" ? scheduleChoice(schedule, platforms, queues.data) : null;
    if (choice && "errors" in choice) Object.assign(local, choice.errors);
    setErrors(local);
    if (Object.keys(local).length) return;
    if (choice && !("errors" in choice)) publish.mutate(choice);
    else save.mutate();
  }

  return (
    <>
      <BackLink
        campaignId={post?.campaignId ?? initialCampaignId ?? null}
        listHref="/content/social"
        listLabel="Social posts"
      />
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
            {locked ? null : (
              <PostAiAssist content={content} platforms={platforms} onChange={clearOnChange("content", setContent)} />
            )}
            <PublishablePlatformPicker
              legend="Networks"
              value={platforms}
              onChange={(next) => {
                clear("platform");
                clearOnChange("platforms", setPlatforms)(next);
              }}
              disabled={locked}
              error={errorFor(errors, "platforms") ?? errorFor(errors, "platform")}
            />
            {canPublish && !locked ? <MissingAccounts platforms={platforms} /> : null}
            <CharacterCounts text={content} platforms={platforms} />
            <PostMediaField value={mediaAssetIds} onChange={setMediaAssetIds} disabled={locked} />
            <MediaChecks problems={mediaChecks} field="media" />
            <PostVideoField
              platforms={platforms}
              value={videoUrl}
              onChange={clearOnChange("videoUrl", setVideoUrl)}
              error={errorFor(errors, "videoUrl")}
              disabled={locked}
            />
            <MediaChecks problems={mediaChecks} field="video" />
          </CardBody>
        </Card>

        {/* On a phone the preview comes before the Publishing card, as a last look before Schedule. */}
        <Card className="lg:col-span-2">
          <CardHeader title="Preview" />
          <CardBody>
            <PostPreviews
              text={content}
              platforms={platforms}
              assets={attached.assets}
              videoUrl={video}
              problems={mediaChecks}
            />
          </CardBody>
        </Card>

        <Card className="self-start lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <CardHeader title="Publishing" />
          <CardBody className="flex flex-col gap-5">
            <Field label="Campaign" aside="Optional" error={errorFor(errors, "campaignId")}>
              <CampaignSelect value={campaignId} onChange={clearOnChange("campaignId", setCampaignId)} />
            </Field>
            {canPublish ? (
              <ScheduleStep
                draft={schedule}
                platforms={platforms}
                errors={errors}
                clear={clear}
                disabled={locked}
                allowQueue={allowQueue}
                hasMedia={mediaAssetIds.length > 0}
              />
            ) : (
              <p className="text-xs text-zinc-500">
                Scheduling needs the content:publish permission; you can save drafts.
              </p>
            )}
            {overLimit.length ? (
              <p role="alert" className="text-xs font-medium text-red-600">
                Too long for {overLimit.map((o) => PLATFORM_LABELS[o.platform]).join(", ")}. Shorten the text or
                deselect {overLimit.length === 1 ? "that network" : "those networks"}.
              </p>
            ) : null}
            <div className="flex flex-col gap-2">
              {canPublish ? (
                <Button
                  icon={<ClockIcon />}
                  onClick={() => submit("SCHEDULED")}
                  loading={publish.isPending}
                  disabled={locked || pending || (schedule.mode === "queue" && mediaAssetIds.length > 0)}
                >
                  {post?.status === "SCHEDULED" && schedule.mode !== "queue"
                    ? "Update schedule"
                    : SUBMIT_LABELS[schedule.mode]}
                </Button>
              ) : null}
              <Button
                variant={canPublish ? "secondary" : "primary"}
                icon={<SendIcon />}
                onClick={() => submit("DRAFT")}
                loading={save.isPending}
                disabled={locked || pending}
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

/** A loaded post's composer, once a scheduled post's per-platform times are known. */
function LoadedComposer({
  post,
  canPublish,
  timeZone,
}: {
  post: SocialPostDTO;
  canPublish: boolean;
  timeZone: string;
}) {
  const times = usePostTimes(post);
  if (times.isLoading) {
    return (
      <Card>
        <SkeletonRows rows={4} label="Loading post" />
      </Card>
    );
  }
  return <SocialPostComposer post={post} canPublish={canPublish} timeZone={timeZone} platformTimes={times.data} />;
}

export function SocialPostEditor({ id, canPublish, timeZone }: { id: string; canPublish: boolean; timeZone: string }) {
  const post = useQuery({
    queryKey: contentKeys.socialPost(id),
    queryFn: ({ signal }) => apiRequest(getSocialPost, { signal, params: { id } }),
  });
  return (
    <EditorLoadState query={post} what="post" listHref="/content/social">
      {(loaded) => <LoadedComposer key={loaded.updatedAt} post={loaded} canPublish={canPublish} timeZone={timeZone} />}
    </EditorLoadState>
  );
}
