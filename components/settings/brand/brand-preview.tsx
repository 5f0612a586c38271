import { fontStack, isHexColor } from "./brand-fields";

export interface BrandLook {
  companyName: string;
  tagline: string;
  keyMessage: string;
  websiteUrl: string;
  colors: Record<"primary" | "secondary" | "accent" | "background" | "text", string>;
  typography: Record<"headingFont" | "bodyFont", string>;
}

function pick(value: string, fallback: string): string {
  return isHexColor(value) ? value : fallback;
}

/** A mock social post in the brand's colours and fonts, updating as the form changes. */
export function BrandPreview({ look }: { look: BrandLook }) {
  const c = {
    primary: pick(look.colors.primary, "#4f46e5"),
    secondary: pick(look.colors.secondary, "#e0e7ff"),
    accent: pick(look.colors.accent, "#f59e0b"),
    background: pick(look.colors.background, "#ffffff"),
    text: pick(look.colors.text, "#18181b"),
  };
  const name = look.companyName.trim() || "Your brand";
  const host = look.websiteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "") || "yourbrand.com";
  return (
    <div
      className="overflow-hidden rounded-xl border border-zinc-200 shadow-card"
      style={{ background: c.background, color: c.text }}
      data-testid="brand-preview"
    >
      <div className="flex items-center gap-2.5 px-4 pt-4">
        <span
          className="flex size-9 items-center justify-center rounded-full text-sm font-bold text-white"
          style={{ background: c.primary, fontFamily: fontStack(look.typography.headingFont) }}
        >
          {name[0]?.toUpperCase()}
        </span>
        <div className="min-w-0 leading-tight">
          <p className="truncate text-sm font-semibold" style={{ fontFamily: fontStack(look.typography.headingFont) }}>
            {name}
          </p>
          <p className="text-xs opacity-60">Sponsored · 2h</p>
        </div>
      </div>
      <div className="px-4 py-3 text-sm leading-relaxed" style={{ fontFamily: fontStack(look.typography.bodyFont) }}>
        {look.keyMessage.trim() ||
          "Your key message appears here. Tell your audience why you exist and what makes you different."}
      </div>
      <div className="mx-4 mb-4 overflow-hidden rounded-lg" style={{ background: c.secondary }}>
        <div className="relative flex h-32 items-end p-4">
          <span
            className="absolute right-4 top-4 size-10 rounded-full opacity-90"
            style={{ background: c.accent }}
            aria-hidden="true"
          />
          <p
            className="max-w-[80%] text-lg font-bold leading-snug"
            style={{ fontFamily: fontStack(look.typography.headingFont), color: c.text }}
          >
            {look.tagline.trim() || "Your tagline, big and bold"}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3 px-4 py-3" style={{ background: c.background }}>
          <span className="truncate text-xs opacity-60">{host}</span>
          <span
            className="shrink-0 rounded-md px-3 py-1.5 text-xs font-semibold text-white"
            style={{ background: c.primary, fontFamily: fontStack(look.typography.bodyFont) }}
          >
            Learn more
          </span>
        </div>
      </div>
      <div className="flex gap-1.5 border-t px-4 py-3" style={{ borderColor: `${c.text}14` }}>
        {Object.entries(c).map(([key, value]) => (
          <span
            key={key}
            title={`${key} ${value}`}
            className="h-2 flex-1 rounded-full ring-1 ring-black/5"
            style={{ background: value }}
          />
        ))}
      </div>
    </div>
  );
}
