import { ApiError } from "@/lib/api/errors";
import { PLATFORM_LABELS } from "@/lib/content/platforms";
import { CONNECTABLE_PLATFORMS, type ConnectablePlatform } from "@/lib/integrations/social";
import { network } from "./networks";

export interface NetworkAvailability {
  platform: ConnectablePlatform;
  label: string;
  connectMethod: "oauth" | "credentials";
  /** Null when it can be connected; otherwise what the administrator must configure. */
  unavailable: string | null;
}

/** For the connected accounts page: which networks can be connected here, and why not. */
export async function networkAvailability(): Promise<NetworkAvailability[]> {
  return Promise.all(
    CONNECTABLE_PLATFORMS.map(async (platform) => {
      try {
        const { label, provider } = await network(platform);
        return { platform, label, connectMethod: provider.connectMethod, unavailable: null };
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return {
          platform,
          label: PLATFORM_LABELS[platform],
          connectMethod: "oauth" as const,
          unavailable: err.extra.message ?? err.error,
        };
      }
    }),
  );
}
