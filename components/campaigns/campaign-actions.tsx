"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import {
  ArchiveIcon,
  CheckIcon,
  CopyIcon,
  DotsIcon,
  PauseIcon,
  PencilIcon,
  PlayIcon,
  RefreshIcon,
  TrashIcon,
} from "@/components/ui/icons";
import { Menu, type MenuItem } from "@/components/ui/menu";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { archiveCampaign, updateCampaign, type Campaign } from "@/lib/campaigns/contracts";
import type { CampaignStatus } from "./campaign-meta";
import { DeleteDialog } from "./delete-dialog";
import { DuplicateDialog } from "./duplicate-dialog";
import { FindReplaceDialog } from "./find-replace-dialog";
import { campaignKeys } from "./queries";
import { ResumeDialog } from "./resume-dialog";

type OpenDialog = "resume" | "duplicate" | "findReplace" | "delete" | "complete" | null;

const STATUS_DONE: Record<CampaignStatus, string> = {
  ACTIVE: "Campaign activated",
  PAUSED: "Campaign paused",
  COMPLETED: "Campaign completed",
  DRAFT: "Campaign saved",
};

/** The campaign's lifecycle and management actions, for people with campaigns:manage. */
export function CampaignActions({ campaign, contentCount }: { campaign: Campaign; contentCount: number }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: campaignKeys.all });

  const setStatus = useMutation({
    mutationFn: (status: CampaignStatus) =>
      apiRequest(updateCampaign, { params: { id: campaign.id }, body: { status } }),
    onSuccess: (updated) => {
      toast.success(STATUS_DONE[updated.status]);
      close();
      void refresh();
    },
    onError: (err) => toast.error("Couldn't change the status", errorMessage(err)),
  });

  const archive = useMutation({
    mutationFn: (value: boolean) =>
      apiRequest(archiveCampaign, { params: { id: campaign.id }, body: { archive: value } }),
    onSuccess: (updated) => {
      toast.success(
        updated.isArchived ? "Campaign archived" : "Campaign restored",
        updated.isArchived ? "It's hidden from the campaign list unless you show archived campaigns." : undefined,
      );
      void refresh();
    },
    onError: (err) => toast.error("Couldn't archive the campaign", errorMessage(err)),
  });

  const primary =
    campaign.status === "DRAFT" ? (
      <Button
        icon={<PlayIcon />}
        loading={setStatus.isPending && setStatus.variables === "ACTIVE"}
        onClick={() => setStatus.mutate("ACTIVE")}
      >
        Activate
      </Button>
    ) : campaign.status === "ACTIVE" ? (
      <Button
        variant="secondary"
        icon={<PauseIcon />}
        loading={setStatus.isPending && setStatus.variables === "PAUSED"}
        onClick={() => setStatus.mutate("PAUSED")}
      >
        Pause
      </Button>
    ) : campaign.status === "PAUSED" ? (
      <Button icon={<PlayIcon />} onClick={() => setDialog("resume")}>
        Resume…
      </Button>
    ) : null;

  const items: Array<MenuItem | "separator"> = [
    { label: "Duplicate…", icon: <CopyIcon />, onSelect: () => setDialog("duplicate") },
    { label: "Find and replace…", icon: <RefreshIcon />, onSelect: () => setDialog("findReplace") },
    ...(campaign.status !== "COMPLETED"
      ? [{ label: "Mark as completed", icon: <CheckIcon />, onSelect: () => setDialog("complete") }]
      : []),
    "separator",
    {
      label: campaign.isArchived ? "Unarchive" : "Archive",
      icon: <ArchiveIcon />,
      onSelect: () => archive.mutate(!campaign.isArchived),
      disabled: archive.isPending,
    },
    { label: "Delete…", icon: <TrashIcon />, destructive: true, onSelect: () => setDialog("delete") },
  ];

  return (
    <>
      {primary}
      <ButtonLink href={`/campaigns/${campaign.id}/edit`} variant="secondary" icon={<PencilIcon />}>
        Edit
      </ButtonLink>
      <Menu label="More actions" trigger={<DotsIcon />} size="icon" items={items} />

      {dialog === "resume" ? <ResumeDialog campaign={campaign} open onClose={close} /> : null}
      {dialog === "duplicate" ? <DuplicateDialog campaign={campaign} open onClose={close} /> : null}
      {dialog === "findReplace" ? <FindReplaceDialog campaign={campaign} open onClose={close} /> : null}
      {dialog === "delete" ? (
        <DeleteDialog campaign={campaign} contentCount={contentCount} open onClose={close} />
      ) : null}
      <ConfirmDialog
        open={dialog === "complete"}
        onClose={close}
        onConfirm={() => setStatus.mutate("COMPLETED")}
        loading={setStatus.isPending}
        destructive={false}
        title="Mark this campaign as completed?"
        description="A completed campaign can't be activated again. Its content and results stay available, and you can still duplicate it."
        confirmLabel="Complete campaign"
      />
    </>
  );
}
