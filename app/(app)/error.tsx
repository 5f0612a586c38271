"use client";

import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";

/** A page that failed to render keeps the shell and offers a retry instead of a blank screen. */
export default function AppError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Card>
      <ErrorState
        title="This page couldn't be loaded"
        error={new Error(error.digest ? `Something went wrong (reference ${error.digest}).` : "Something went wrong.")}
        onRetry={reset}
      />
    </Card>
  );
}
