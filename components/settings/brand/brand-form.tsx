"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage, fieldErrors } from "@/lib/api/client";
import { COLOR_KEYS, updateBrandProfile, type BrandProfile } from "@/lib/brand/contracts";
import {
  applyFindings,
  colorErrors,
  normaliseErrors,
  toDraft,
  toPatch,
  type BrandDraft,
  type ColorKey,
  type TextField,
} from "@/lib/brand/draft";
import { COLOR_LABELS, ColorField, FONT_SUGGESTIONS, FontField } from "./brand-fields";
import { AnalyzeWebsiteButton, type BrandAnalysis } from "./analyze-website-button";
import { BrandPreview } from "./brand-preview";
import { BrandFieldAssist } from "@/components/ai/brand-field-assist";
import { ConfidenceBadge } from "@/components/ai/confidence-badge";

export function BrandForm({ profile, canEdit }: { profile: BrandProfile; canEdit: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const initial = useMemo(() => toDraft(profile), [profile]);
  const [form, setForm] = useState<BrandDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const [confidence, setConfidence] = useState<BrandAnalysis["confidence"] | null>(null);

  const save = useMutation({
    mutationFn: () => apiRequest(updateBrandProfile, { body: toPatch(form) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(["brand-profile"], saved);
      setErrors({});
      toast.success("Brand profile saved", "New content will use these details.");
    },
    onError: (err) => {
      setErrors(normaliseErrors(fieldErrors(err)));
      toast.error("Couldn't save the brand profile", errorMessage(err));
    },
  });

  const setText = (field: TextField | "keyMessages") => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const setColor = (key: ColorKey) => (value: string) =>
    setForm((f) => ({ ...f, colors: { ...f.colors, [key]: value } }));
  const setFont = (key: "headingFont" | "bodyFont") => (value: string) =>
    setForm((f) => ({ ...f, typography: { ...f.typography, [key]: value } }));

  /** Fields the analysis found replace the form's; nothing is saved until the form is. */
  function fillFromAnalysis(analysis: BrandAnalysis) {
    setConfidence(analysis.confidence);
    setForm((f) => applyFindings(f, analysis));
  }

  /** AI help under a text field; the chat sees the form as it is now, saved or not. */
  const assist = (field: TextField | "keyMessages", label: string) => (
    <BrandFieldAssist
      field={field}
      label={label}
      value={form[field]}
      onChange={(value) => setForm((f) => ({ ...f, [field]: value }))}
      profile={{
        companyName: form.companyName,
        tagline: form.tagline,
        missionStatement: form.missionStatement,
        brandVoice: form.brandVoice,
        keyThemes: form.keyThemes,
        targetAudience: form.targetAudience,
        tone: form.tone,
      }}
      disabled={disabled}
    />
  );
  const sureOf = (field: keyof BrandAnalysis["confidence"]) =>
    confidence ? <ConfidenceBadge level={confidence[field]} /> : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = colorErrors(form);
    if (Object.keys(invalid).length) {
      setErrors(invalid);
      return;
    }
    save.mutate();
  }

  const disabled = !canEdit || save.isPending;
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader title="Identity" description="How your brand introduces itself." />
          <CardBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field
              label="Brand name"
              error={errors.companyName}
              className="sm:col-span-2"
              aside={sureOf("companyName")}
            >
              <Input value={form.companyName} onChange={setText("companyName")} disabled={disabled} maxLength={200} />
              {assist("companyName", "Brand name")}
            </Field>
            <Field label="Website" error={errors.websiteUrl} className="sm:col-span-2">
              <AnalyzeWebsiteButton url={form.websiteUrl} disabled={disabled} onResult={fillFromAnalysis}>
                <Input
                  type="url"
                  value={form.websiteUrl}
                  onChange={setText("websiteUrl")}
                  disabled={disabled}
                  placeholder="https://example.com"
                />
              </AnalyzeWebsiteButton>
            </Field>
            <Field label="Tagline" error={errors.tagline} className="sm:col-span-2" aside={sureOf("tagline")}>
              <Input
                value={form.tagline}
                onChange={setText("tagline")}
                disabled={disabled}
                maxLength={300}
                placeholder="Coffee that keeps up with you"
              />
              {assist("tagline", "Tagline")}
            </Field>
            <Field
              label="Mission statement"
              error={errors.missionStatement}
              className="sm:col-span-2"
              aside={sureOf("missionStatement")}
            >
              <Textarea
                value={form.missionStatement}
                onChange={setText("missionStatement")}
                disabled={disabled}
                maxLength={2000}
              />
              {assist("missionStatement", "Mission statement")}
            </Field>
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title="Voice & messaging"
            description="AI-generated content follows these. The more specific, the better."
          />
          <CardBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field
              label="Brand voice"
              error={errors.brandVoice}
              className="sm:col-span-2"
              aside={sureOf("brandVoice")}
              hint="How you sound: e.g. warm, witty, never corporate."
            >
              <Textarea value={form.brandVoice} onChange={setText("brandVoice")} disabled={disabled} maxLength={2000} />
              {assist("brandVoice", "Brand voice")}
            </Field>
            <Field label="Tone" error={errors.tone}>
              <Input
                value={form.tone}
                onChange={setText("tone")}
                disabled={disabled}
                maxLength={200}
                placeholder="Friendly, confident"
              />
              {assist("tone", "Tone")}
            </Field>
            <Field label="Target audience" error={errors.targetAudience}>
              <Input
                value={form.targetAudience}
                onChange={setText("targetAudience")}
                disabled={disabled}
                maxLength={1000}
                placeholder="Busy urban professionals"
              />
              {assist("targetAudience", "Target audience")}
            </Field>
            <Field
              label="Key themes"
              error={errors.keyThemes}
              className="sm:col-span-2"
              aside={sureOf("keyThemes")}
              hint="Separate themes with commas."
            >
              <Input
                value={form.keyThemes}
                onChange={setText("keyThemes")}
                disabled={disabled}
                maxLength={1000}
                placeholder="sustainability, craft, community"
              />
              {assist("keyThemes", "Key themes")}
            </Field>
            <Field
              label="Key messages"
              error={errors.keyMessages}
              className="sm:col-span-2"
              hint="One message per line, up to 20."
            >
              <Textarea value={form.keyMessages} onChange={setText("keyMessages")} disabled={disabled} rows={4} />
              {assist("keyMessages", "Key messages")}
            </Field>
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title="Colours"
            description="Hex values, used in generated visuals and previews."
            actions={sureOf("colors")}
          />
          <CardBody className="grid grid-cols-2 gap-4 xl:grid-cols-3">
            {COLOR_KEYS.map((k) => (
              <ColorField
                key={k}
                label={COLOR_LABELS[k]}
                value={form.colors[k]}
                onChange={setColor(k)}
                error={errors[`colors.${k}`]}
                disabled={disabled}
              />
            ))}
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title="Typography"
            description="Font families for headings and body text."
            actions={sureOf("typography")}
          />
          <CardBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FontField
              label="Heading font"
              value={form.typography.headingFont}
              onChange={setFont("headingFont")}
              error={errors["typography.headingFont"]}
              disabled={disabled}
              sample={form.tagline.trim() || "Big ideas, clearly said"}
              heading
            />
            <FontField
              label="Body font"
              value={form.typography.bodyFont}
              onChange={setFont("bodyFont")}
              error={errors["typography.bodyFont"]}
              disabled={disabled}
              sample="The quick brown fox jumps over the lazy dog. Every post, article and script uses this voice."
            />
            <datalist id="brand-font-suggestions">
              {FONT_SUGGESTIONS.map((f) => (
                <option key={f} value={f} />
              ))}
            </datalist>
          </CardBody>
        </Card>
      </div>

      <aside className="flex flex-col gap-3 lg:sticky lg:top-6 lg:self-start">
        <p className="text-xs font-medium uppercase tracking-wider text-zinc-500">Live preview</p>
        <BrandPreview
          look={{
            companyName: form.companyName,
            tagline: form.tagline,
            websiteUrl: form.websiteUrl,
            keyMessage: form.keyMessages.split("\n")[0] ?? "",
            colors: form.colors,
            typography: form.typography,
          }}
        />
      </aside>

      {canEdit ? (
        <div className="sticky bottom-0 z-20 -mx-4 border-t border-zinc-200 bg-white/90 backdrop-blur sm:-mx-6 lg:col-span-2 lg:mx-0 lg:rounded-xl lg:border lg:shadow-pop">
          <div className="flex items-center justify-end gap-3 px-4 py-3 sm:px-6 lg:px-4">
            <span className="mr-auto text-[13px] text-zinc-500" aria-live="polite">
              {dirty ? "You have unsaved changes" : "All changes saved"}
            </span>
            <Button
              variant="secondary"
              disabled={!dirty || save.isPending}
              onClick={() => {
                setForm(initial);
                setErrors({});
              }}
            >
              Discard
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              Save changes
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
