"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorMessage } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { RefreshIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";

/** Cache clear (every instance) and the Secret Manager sync's connection. */
export function CachePanel() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const gsm = useQuery({
    queryKey: ["admin", "gsm"],
    queryFn: ({ signal }) => apiRequest(contracts.getSecretManagerStatus, { signal }),
  });
  const clear = useMutation({
    mutationFn: () => apiRequest(contracts.clearConfigCache, {}),
    onSuccess: (r) => {
      toast.success("Caches cleared", r.message);
      return queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (err) => toast.error("Could not clear caches", errorMessage(err)),
  });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader
          className="border-b-0"
          title="Configuration cache"
          description="Flags, entitlements, settings and integration configs are cached for 30 seconds; clear them now in every instance."
          actions={
            <Button
              variant="secondary"
              size="sm"
              icon={<RefreshIcon />}
              loading={clear.isPending}
              onClick={() => clear.mutate()}
            >
              Clear caches
            </Button>
          }
        />
      </Card>
      <Card>
        <CardHeader
          className="border-b-0"
          title="Google Secret Manager"
          description={
            gsm.data
              ? (gsm.data.connection.error ?? "Billing and integration secrets are written there on every change.")
              : "Checking the connection…"
          }
          actions={
            gsm.data ? (
              gsm.data.connection.success ? (
                <Badge tone="success">Connected</Badge>
              ) : (
                <Badge tone={gsm.data.enabled ? "danger" : "neutral"}>{gsm.data.enabled ? "Failing" : "Off"}</Badge>
              )
            ) : null
          }
        />
      </Card>
    </div>
  );
}
