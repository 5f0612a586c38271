import { z } from "zod";
import { platformInput } from "@/lib/content/contracts/shared";

/** Pieces the social contracts share (not re-exported by the index). */

export const TAG = "Social connectivity";

/** `:platform` in either case (decisions.md), answered lower-case. */
export const platformParams = z.object({ platform: platformInput });

export const NOT_CONFIGURED_NOTE =
  "A network the server has no credentials for (no client id in the environment or the Super Admin integration config), or one that cannot be connected yet: 503 {error, message} naming what to configure.";
