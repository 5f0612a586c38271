import { serve } from "inngest/next";
import { otherMethods } from "@/lib/api/allowed-methods";
import { servedFunctions } from "@/inngest";
import { inngest, inngestServeConfigured } from "@/inngest/client";
import { runnerStatus } from "@/lib/jobs/runners";

// Without a signing key (or a dev server) Inngest cannot call us safely, and the SDK would answer 500.
function notConfigured(): Response {
  const message =
    runnerStatus().mode === "in-process"
      ? "Background functions run in-process. Set INNGEST_SIGNING_KEY and INNGEST_EVENT_KEY (or INNGEST_DEV=1 with a dev server) to let Inngest drive them."
      : "INNGEST_SIGNING_KEY is required for Inngest to call this endpoint (or INNGEST_DEV=1 with a dev server).";
  return Response.json({ error: "Inngest is not configured", message }, { status: 503 });
}

const served = inngestServeConfigured() ? serve({ client: inngest, functions: servedFunctions }) : null;

export const GET = served?.GET ?? notConfigured;
export const POST = served?.POST ?? notConfigured;
export const PUT = served?.PUT ?? notConfigured;
export const { OPTIONS, PATCH, DELETE } = otherMethods({ GET, POST, PUT });
