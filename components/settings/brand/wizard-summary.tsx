import { COLOR_KEYS } from "@/lib/brand/contracts";
import type { BrandDraft } from "@/lib/brand/draft";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { isHexColor } from "./brand-fields";
import { BrandPreview, type BrandLook } from "./brand-preview";

const ROWS: Array<{ label: string; value: (d: BrandDraft) => string }> = [
  { label: "Brand name", value: (d) => d.companyName },
  { label: "Website", value: (d) => d.websiteUrl },
  { label: "Tagline", value: (d) => d.tagline },
  { label: "Mission statement", value: (d) => d.missionStatement },
  { label: "Brand voice", value: (d) => d.brandVoice },
  { label: "Target audience", value: (d) => d.targetAudience },
  { label: "Tone", value: (d) => d.tone },
  { label: "Key themes", value: (d) => d.keyThemes },
  {
    label: "Key messages",
    value: (d) =>
      d.keyMessages
        .split("\n")
        .map((m) => m.trim())
        .filter(Boolean)
        .join(" · "),
  },
  {
    label: "Fonts",
    value: (d) => [d.typography.headingFont, d.typography.bodyFont].filter((f) => f.trim()).join(" / "),
  },
];

/** Step 4: what will be saved, field by field, beside the post preview in the brand's look. */
export function WizardSummary({ draft, look }: { draft: BrandDraft; look: BrandLook }) {
  const colors = COLOR_KEYS.filter((k) => isHexColor(draft.colors[k]));
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
      <Card className="min-w-0">
        <CardHeader title="What will be saved" description="Go back to change anything." />
        <CardBody>
          <dl data-testid="wizard-summary" className="divide-y divide-zinc-100 text-[13px]">
            {ROWS.map(({ label, value }) => (
              <div
                key={label}
                className="flex flex-col gap-0.5 py-2 sm:grid sm:grid-cols-[160px_minmax(0,1fr)] sm:gap-3"
              >
                <dt className="font-medium text-zinc-500">{label}</dt>
                <dd className="break-words text-zinc-900">
                  {value(draft).trim() || <span className="text-zinc-400">Not set</span>}
                </dd>
              </div>
            ))}
            <div className="flex flex-col gap-0.5 py-2 sm:grid sm:grid-cols-[160px_minmax(0,1fr)] sm:gap-3">
              <dt className="font-medium text-zinc-500">Colours</dt>
              <dd className="flex flex-wrap gap-2">
                {colors.length ? (
                  colors.map((k) => (
                    <span
                      key={k}
                      className="inline-flex items-center gap-1.5 font-mono text-xs uppercase text-zinc-700"
                    >
                      <span
                        className="size-4 rounded ring-1 ring-black/10"
                        style={{ background: draft.colors[k] }}
                        aria-hidden="true"
                      />
                      <span className="sr-only">{k}</span>
                      {draft.colors[k]}
                    </span>
                  ))
                ) : (
                  <span className="text-zinc-400">Not set</span>
                )}
              </dd>
            </div>
          </dl>
        </CardBody>
      </Card>
      <aside className="flex flex-col gap-3">
        <p className="text-xs font-medium uppercase tracking-wider text-zinc-500">Preview</p>
        <BrandPreview look={look} />
      </aside>
    </div>
  );
}
