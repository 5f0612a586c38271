import { ghost } from "./ghost/provider";
import { hosted } from "./hosted/provider";
import type { BlogDestinationKind } from "./kinds";
import type { BlogDestinationProvider } from "./types";
import { webhook } from "./webhook/provider";
import { wordpress } from "./wordpress/provider";

/** Every kind of blog destination's provider; a new kind is one folder here, its name in kinds.ts and one entry below. */
const providers = { hosted, wordpress, ghost, webhook } satisfies Record<BlogDestinationKind, unknown>;

/** The kind's provider, its settings seen as a plain record (each provider parses its own). */
export function blogDestinationProvider(kind: string): BlogDestinationProvider<Record<string, unknown>> {
  if (!Object.hasOwn(providers, kind)) throw new Error(`Unknown blog destination kind "${kind}"`);
  return providers[kind as BlogDestinationKind] as unknown as BlogDestinationProvider<Record<string, unknown>>;
}
