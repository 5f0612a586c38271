"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorFor } from "@/components/campaigns/field-errors";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { useFieldErrors } from "@/components/ui/use-field-errors";
import { apiRequest } from "@/lib/api/client";
import {
  createVideoScript,
  deleteVideoScript,
  getVideoScript,
  updateVideoScript,
  type VideoScriptDTO,
} from "@/lib/content/contracts";
import { PLATFORM_LABELS, SOCIAL_PLATFORMS } from "@/lib/content/platforms";
import { CampaignSelect } from "./campaign-select";
import { BackLink, DeleteContentButton, EditorLoadState, useDeleteContent, useSaveFeedback } from "./editor-frame";
import { contentKeys } from "./queries";
import { plural } from "@/lib/format/plural";

const FORMAT_SUGGESTIONS = ["Short", "Reel", "Story", "Explainer", "Tutorial", "Interview", "Ad"];
/** Spoken pace used for the duration estimate. */
const WORDS_PER_MINUTE = 150;

function duration(words: number): string {
  const seconds = Math.round((words / WORDS_PER_MINUTE) * 60);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export function VideoScriptForm({
  script,
  initialCampaignId,
}: {
  script?: VideoScriptDTO;
  initialCampaignId?: string;
}) {
  const [title, setTitle] = useState(script?.title ?? "");
  const [platform, setPlatform] = useState(script?.platform ?? "");
  const [format, setFormat] = useState(script?.format ?? "");
  const [text, setText] = useState(script?.script ?? "");
  const [campaignId, setCampaignId] = useState(script?.campaignId ?? initialCampaignId ?? "");
  const { errors, setErrors, clearOnChange } = useFieldErrors();
  const words = text.split(/\s+/).filter(Boolean).length;

  const feedback = useSaveFeedback({ isNew: !script, basePath: "/content/scripts", setErrors });
  const save = useMutation({
    mutationFn: () => {
      const body = {
        title,
        platform: platform || null,
        format: format || null,
        script: text,
        campaignId: campaignId || null,
      };
      return script
        ? apiRequest(updateVideoScript, { params: { id: script.id }, body })
        : apiRequest(createVideoScript, { body });
    },
    onSuccess: (saved) => feedback.saved(saved.id, "Script saved", saved.title),
    onError: feedback.failed("Couldn't save the script"),
  });

  const deletion = useDeleteContent({
    request: () => apiRequest(deleteVideoScript, { params: { id: script!.id } }),
    campaignId: campaignId || null,
    listHref: "/content/scripts",
    noun: "script",
    deletedMessage: "Script deleted",
    confirmTitle: "Delete this script?",
  });

  return (
    <>
      <BackLink
        campaignId={script?.campaignId ?? initialCampaignId ?? null}
        listHref="/content/scripts"
        listLabel="Video scripts"
      />
      <PageHeader
        title={script ? "Edit video script" : "New video script"}
        description="Hook, talking points and call to action, ready for the camera."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardBody className="flex flex-col gap-5">
            <Field label="Title" error={errorFor(errors, "title")}>
              <Input
                value={title}
                onChange={(e) => clearOnChange("title", setTitle)(e.target.value)}
                maxLength={300}
                placeholder="e.g. 30-second latte art tutorial"
                className="h-11 text-base font-medium"
              />
            </Field>
            <Field
              label="Script"
              error={errorFor(errors, "script")}
              hint={
                words
                  ? `${plural(words, "word")} · about ${duration(words)} spoken`
                  : "Word count and spoken length show up as you write."
              }
            >
              <Textarea
                value={text}
                onChange={(e) => clearOnChange("script", setText)(e.target.value)}
                rows={18}
                className="leading-7"
                placeholder={"HOOK: …\n\nPOINT 1: …\n\nCALL TO ACTION: …"}
              />
            </Field>
          </CardBody>
        </Card>
        <Card className="self-start">
          <CardHeader title="Details" />
          <CardBody className="flex flex-col gap-5">
            <Field label="Platform" aside="Optional" error={errorFor(errors, "platform")}>
              <Select value={platform} onChange={(e) => clearOnChange("platform", setPlatform)(e.target.value)}>
                <option value="">Any platform</option>
                {SOCIAL_PLATFORMS.map((p) => (
                  <option key={p} value={p}>
                    {PLATFORM_LABELS[p]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Format" aside="Optional" error={errorFor(errors, "format")}>
              <Input
                value={format}
                onChange={(e) => clearOnChange("format", setFormat)(e.target.value)}
                maxLength={50}
                list="video-formats"
                placeholder="e.g. Short"
              />
            </Field>
            <datalist id="video-formats">
              {FORMAT_SUGGESTIONS.map((f) => (
                <option key={f} value={f} />
              ))}
            </datalist>
            <Field label="Campaign" aside="Optional" error={errorFor(errors, "campaignId")}>
              <CampaignSelect value={campaignId} onChange={clearOnChange("campaignId", setCampaignId)} />
            </Field>
            <div className="flex flex-col gap-2">
              <Button
                onClick={() => {
                  if (!title.trim()) return setErrors({ title: "Give the script a title" });
                  save.mutate();
                }}
                loading={save.isPending}
              >
                Save script
              </Button>
              {script ? <DeleteContentButton onClick={deletion.ask}>Delete script</DeleteContentButton> : null}
            </div>
          </CardBody>
        </Card>
      </div>
      {deletion.dialog}
    </>
  );
}

export function VideoScriptEditor({ id }: { id: string }) {
  const script = useQuery({
    queryKey: contentKeys.script(id),
    queryFn: ({ signal }) => apiRequest(getVideoScript, { signal, params: { id } }),
  });
  return (
    <EditorLoadState query={script} what="script" listHref="/content/scripts">
      {(loaded) => <VideoScriptForm key={loaded.updatedAt} script={loaded} />}
    </EditorLoadState>
  );
}
