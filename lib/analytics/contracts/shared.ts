/** Pieces the analytics contracts share (not re-exported by the index). */
export const TAG = "Analytics";
