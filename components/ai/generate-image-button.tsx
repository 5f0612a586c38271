"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useRefreshMedia } from "@/components/media/queries";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { apiRequest, fieldErrors } from "@/lib/api/client";
import { generateImage } from "@/lib/content/contracts";
import { PLATFORM_LABELS, SOCIAL_PLATFORMS, type SocialPlatform } from "@/lib/content/platforms";
import { AiButton } from "./ai-status";

/** "Generate image" in the media library: a prompt (and the network it is for) becomes an image stored in the library, tagged ai-generated and found by its prompt. */
export function GenerateImageButton({ onGenerated }: { onGenerated: (assetId: string) => void }) {
  const toast = useToast();
  const refresh = useRefreshMedia();
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState("");
  const [platform, setPlatform] = useState<SocialPlatform | "">("");
  const generate = useMutation({
    mutationFn: () => apiRequest(generateImage, { body: { prompt: prompt.trim(), platform: platform || undefined } }),
    onSuccess: ({ asset }) => {
      setOpen(false);
      setPrompt("");
      void refresh();
      onGenerated(asset.id);
      toast.success("Image generated", "It is in the library, tagged ai-generated.");
    },
  });
  const errors = fieldErrors(generate.error);
  return (
    <>
      <AiButton variant="secondary" onClick={() => setOpen(true)}>
        Generate image
      </AiButton>
      <FormDialog
        open={open}
        onClose={() => !generate.isPending && setOpen(false)}
        title="Generate an image"
        description="Describe the picture. Your brand colours go into the prompt; the image is saved to the library."
        formId="generate-image"
        submitLabel={generate.isPending ? "Generating…" : "Generate"}
        onSubmit={() => prompt.trim() && generate.mutate()}
        mutation={generate}
        errors={errors}
      >
        <Field label="Prompt" error={errors.prompt}>
          <Textarea
            value={prompt}
            rows={4}
            maxLength={4000}
            onChange={(e) => setPrompt(e.target.value)}
            placeholder="A runner on a misty forest trail at sunrise, mud on the shoes"
          />
        </Field>
        <Field
          label="Shaped for"
          hint="Portrait for TikTok and Pinterest, landscape for YouTube, X, LinkedIn and Facebook."
        >
          <Select value={platform} onChange={(e) => setPlatform(e.target.value as SocialPlatform | "")}>
            <option value="">Square (any network)</option>
            {SOCIAL_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {PLATFORM_LABELS[p]}
              </option>
            ))}
          </Select>
        </Field>
        {generate.isPending ? (
          <p role="status" className="flex items-center gap-2 text-[13px] text-zinc-600">
            <Spinner className="size-4" /> Generating the image; this can take up to a minute…
          </p>
        ) : null}
      </FormDialog>
    </>
  );
}
