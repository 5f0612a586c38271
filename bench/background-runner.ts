// The app's in-process background runner alone, without the web server: what instrumentation.ts
// starts inside `npm start`, for benches of background work that should not need a production
// build (`npm run bench -- publish-lag --process runner`). Runs until SIGTERM.
import { startBackgroundRunner } from "@/inngest/start";

startBackgroundRunner();
// Loading the functions is the slow part of starting: the bench waits for this line.
console.log("background runner started");
// The runner's timers do not hold a process open (a server's socket does that in the app).
const alive = setInterval(() => undefined, 60_000);
process.on("SIGTERM", () => {
  clearInterval(alive);
  process.exit(0);
});
