/**
 * Next calls register() once when a server process starts. Background functions run in-process
 * only in the Node.js runtime of a running server (not in the edge runtime, not during `next build`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Link-in-bio clicks a stopped process had journaled but not stored yet go to the database now.
  const { startEventRecorder } = await import("./lib/link-in-bio/event-recorder");
  void startEventRecorder();
  // So do the AI calls' log rows.
  const { startAiLogRecorder } = await import("./lib/ai/log-journal");
  void startAiLogRecorder();
  const { startBackgroundRunner } = await import("./inngest/start");
  startBackgroundRunner();
}
