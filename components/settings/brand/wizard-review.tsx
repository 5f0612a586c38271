"use client";

import { useState, type ReactNode } from "react";
import { BrandFieldAssist } from "@/components/ai/brand-field-assist";
import { ConfidenceBadge } from "@/components/ai/confidence-badge";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { COLOR_KEYS } from "@/lib/brand/contracts";
import {
  confidenceOf,
  isEmpty,
  reviewGroups,
  type BrandConfidence,
  type BrandDraft,
  type ReviewField,
} from "@/lib/brand/draft";
import { COLOR_LABELS, ColorField, FONT_SUGGESTIONS, FontField } from "./brand-fields";

type TextReview = Exclude<ReviewField, "colors" | "typography">;

/** How each text field is edited: its label, a long text or one line, its limit and a hint. */
const TEXT: Record<TextReview, { label: string; long?: boolean; max?: number; hint?: string; placeholder?: string }> = {
  companyName: { label: "Brand name", max: 200 },
  tagline: { label: "Tagline", max: 300, placeholder: "Coffee that keeps up with you" },
  missionStatement: { label: "Mission statement", long: true, max: 2000 },
  brandVoice: {
    label: "Brand voice",
    long: true,
    max: 2000,
    hint: "How you sound: e.g. warm, witty, never corporate.",
  },
  targetAudience: { label: "Target audience", max: 1000, placeholder: "Busy urban professionals" },
  tone: { label: "Tone", max: 200, placeholder: "Friendly, confident" },
  keyThemes: { label: "Key themes", max: 1000, hint: "Separate themes with commas." },
  keyMessages: { label: "Key messages", long: true, hint: "One message per line, up to 20." },
};

/** What the review says of a field: the analysis' confidence, "Not found" when it ran and left it empty. */
function Sureness({ level, missing }: { level: BrandConfidence[keyof BrandConfidence] | null; missing: boolean }) {
  if (level) return <ConfidenceBadge level={level} />;
  if (missing)
    return (
      <Badge tone="warning" className="text-[11px]">
        Not found
      </Badge>
    );
  return null;
}

/**
 * Step 3: every brand field, each with the analysis' confidence, editable, with Refine and Discuss
 * (BrandFieldAssist). Fields to check come first, marked; the rest follow in reading order.
 */
export function WizardReview({
  draft,
  setDraft,
  confidence,
  errors,
}: {
  draft: BrandDraft;
  setDraft: (update: (d: BrandDraft) => BrandDraft) => void;
  confidence: BrandConfidence | null;
  errors: Record<string, string>;
}) {
  // Grouped once as the step opens: filling in a flagged field must not move it from under the cursor.
  const [{ check, rest }] = useState(() => reviewGroups(draft, confidence));
  // The chat sees the draft as it is now, not what is stored.
  const profile = {
    companyName: draft.companyName,
    tagline: draft.tagline,
    missionStatement: draft.missionStatement,
    brandVoice: draft.brandVoice,
    keyThemes: draft.keyThemes,
    targetAudience: draft.targetAudience,
    tone: draft.tone,
  };

  function card(field: ReviewField, flagged: boolean): ReactNode {
    const level = confidenceOf(field, confidence);
    const sure = <Sureness level={level} missing={confidence !== null && isEmpty(draft, field)} />;
    return (
      <li
        key={field}
        data-testid={`review-${field}`}
        className={cn(
          "flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-card",
          flagged ? "border-amber-300 ring-1 ring-amber-200" : "border-zinc-200",
        )}
      >
        {field === "colors" ? (
          <fieldset className="flex min-w-0 flex-col gap-3">
            <legend className="flex w-full items-center justify-between gap-2 text-[13px] font-medium text-zinc-800">
              Colours {sure}
            </legend>
            <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-3">
              {COLOR_KEYS.map((k) => (
                <ColorField
                  key={k}
                  label={COLOR_LABELS[k]}
                  value={draft.colors[k]}
                  onChange={(value) => setDraft((d) => ({ ...d, colors: { ...d.colors, [k]: value } }))}
                  error={errors[`colors.${k}`]}
                />
              ))}
            </div>
          </fieldset>
        ) : field === "typography" ? (
          <fieldset className="flex min-w-0 flex-col gap-3">
            <legend className="flex w-full items-center justify-between gap-2 text-[13px] font-medium text-zinc-800">
              Fonts {sure}
            </legend>
            <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {(["headingFont", "bodyFont"] as const).map((k) => (
                <FontField
                  key={k}
                  label={k === "headingFont" ? "Heading font" : "Body font"}
                  value={draft.typography[k]}
                  onChange={(value) => setDraft((d) => ({ ...d, typography: { ...d.typography, [k]: value } }))}
                  error={errors[`typography.${k}`]}
                  sample={
                    k === "headingFont" ? draft.tagline.trim() || "Big ideas, clearly said" : "Every post uses this."
                  }
                  heading={k === "headingFont"}
                />
              ))}
            </div>
          </fieldset>
        ) : (
          <Field label={TEXT[field].label} error={errors[field]} hint={TEXT[field].hint} aside={sure}>
            {TEXT[field].long ? (
              <Textarea
                value={draft[field]}
                maxLength={TEXT[field].max}
                rows={field === "keyMessages" ? 4 : 3}
                onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
              />
            ) : (
              <Input
                value={draft[field]}
                maxLength={TEXT[field].max}
                placeholder={TEXT[field].placeholder}
                onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
              />
            )}
            <BrandFieldAssist
              field={field}
              label={TEXT[field].label}
              value={draft[field]}
              onChange={(value) => setDraft((d) => ({ ...d, [field]: value }))}
              profile={profile}
              disabled={false}
            />
          </Field>
        )}
      </li>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {check.length ? (
        <section aria-labelledby="review-check" className="flex flex-col gap-3">
          <div>
            <h3 id="review-check" className="text-sm font-semibold text-zinc-900">
              Check these first
            </h3>
            <p className="text-[13px] text-zinc-500">
              The analysis was unsure of these, or could not find them on the website.
            </p>
          </div>
          <ul className="flex flex-col gap-3">{check.map((f) => card(f, true))}</ul>
        </section>
      ) : null}
      {rest.length ? (
        <section aria-labelledby="review-rest" className="flex flex-col gap-3">
          <h3 id="review-rest" className="text-sm font-semibold text-zinc-900">
            {check.length ? "These look right" : "Your brand's details"}
          </h3>
          <ul className="flex flex-col gap-3">{rest.map((f) => card(f, false))}</ul>
        </section>
      ) : null}
      <datalist id="brand-font-suggestions">
        {FONT_SUGGESTIONS.map((f) => (
          <option key={f} value={f} />
        ))}
      </datalist>
    </div>
  );
}
