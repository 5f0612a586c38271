"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PLATFORM_LABELS, type SocialPlatform } from "@/lib/content/platforms";
import { isConnectable, NETWORK_LIMITS } from "@/lib/integrations/social/platform-limits";

/** The selected networks that take a video (their limits say so), in the order selected. */
export function videoNetworks(platforms: readonly SocialPlatform[]): SocialPlatform[] {
  return platforms.filter((p) => isConnectable(p) && NETWORK_LIMITS[p].video);
}

/**
 * The post's video, shown once a network that takes videos is selected. The media library keeps
 * images only, so a video is linked by an https URL the server fetches when the post goes out.
 */
export function PostVideoField({
  platforms,
  value,
  onChange,
  error,
  disabled,
}: {
  platforms: readonly SocialPlatform[];
  value: string;
  onChange: (next: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const networks = videoNetworks(platforms);
  if (networks.length === 0) return null;
  const required = networks.filter((p) => isConnectable(p) && NETWORK_LIMITS[p].requiresVideo);
  const names = (list: SocialPlatform[]) => list.map((p) => PLATFORM_LABELS[p]).join(", ");
  return (
    <Field
      label="Video URL"
      aside={required.length ? `Required for ${names(required)}` : "Optional"}
      hint={`An https link to the video file; ${names(networks)} fetch${networks.length === 1 ? "es" : ""} it when the post goes out.`}
      error={error}
    >
      <Input
        type="url"
        inputMode="url"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="https://example.com/video.mp4"
        disabled={disabled}
      />
    </Field>
  );
}
