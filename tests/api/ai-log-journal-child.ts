// A process for the AI log kill test (ai-log-journal.test.ts): calls POST /api/refine-field
// through the app's route (against the test's fake provider, with the AI log journal on), prints
// the answer, and kills itself with SIGKILL at once: no handler runs, nothing is flushed.
import { api } from "../helpers/app";

process.env.AI_LOG_JOURNAL = "on";
const res = await api.post("/api/refine-field", {
  token: process.argv[2],
  body: { fieldId: "tagline", fieldValue: "Answered, then killed", instruction: "improve" },
});
process.stdout.write(`ANSWERED ${res.status}\n`, () => process.kill(process.pid, "SIGKILL"));
