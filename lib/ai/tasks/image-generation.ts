import type { SocialPlatform } from "@/lib/content/platforms";
import type { BrandFacts } from "./brand-brief";

/** image_generation: the user's prompt with the brand's look, in the network's preferred shape. */
const PORTRAIT: readonly string[] = ["tiktok", "pinterest"];
const LANDSCAPE: readonly string[] = ["youtube", "twitter", "linkedin", "facebook"];

export function imageSize(platform: SocialPlatform | undefined): `${number}x${number}` {
  if (platform && PORTRAIT.includes(platform)) return "1024x1792";
  if (platform && LANDSCAPE.includes(platform)) return "1792x1024";
  return "1024x1024";
}

export function imageGenerationPrompt(input: {
  prompt: string;
  brand: BrandFacts & { colors?: Record<string, string | null> };
}): string {
  const colors = Object.values(input.brand.colors ?? {}).filter(Boolean);
  const style = [
    input.brand.tone && `mood: ${input.brand.tone}`,
    colors.length && `brand colours: ${colors.join(", ")}`,
  ]
    .filter(Boolean)
    .join("; ");
  return `${input.prompt}${style ? `\nStyle — ${style}.` : ""}\nNo text or logos in the image.`;
}
