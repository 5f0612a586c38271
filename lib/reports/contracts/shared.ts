/** Pieces the reports contracts share (not re-exported by the index). */
export const TAG = "Reports";
