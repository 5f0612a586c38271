/** The campaign context fields. Its own module because the browser-side contracts need it and context.ts needs the database. */
export const CONTEXT_FIELDS = ["keyMessages", "targetAudience", "tone", "channels"] as const;
export type ContextField = (typeof CONTEXT_FIELDS)[number];
