"use client";

import { useState } from "react";
import { apiRequest } from "@/lib/api/client";
import * as contracts from "@/lib/admin/contracts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ListStates } from "@/components/ui/list-states";
import { useAdminSave } from "../queries";
import { SecretField } from "../secret-field";
import { aiKeys, useGateway } from "./queries";

/** The active adapter, switching between direct and gateway, the gateway's endpoint, and the answer cache. */
export function GatewayPanel() {
  const query = useGateway();
  const [baseUrl, setBaseUrl] = useState<string | null>(null);
  const [apiKey, setApiKey] = useState<string | null | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const switchTo = useAdminSave({
    mutationFn: (adapter: string) => apiRequest(contracts.switchGateway, { body: { adapter } }),
    invalidate: [aiKeys.gateway],
    success: "Adapter switched",
    // The gateway has no URL yet: the field to fill is the URL below, which the toast points to.
    onFieldErrors: (fields) =>
      setErrors(fields.adapter ? { baseUrl: "Save the gateway's URL before switching to it" } : fields),
  });
  const saveGateway = useAdminSave({
    mutationFn: () =>
      apiRequest(contracts.updateGatewayAdapter, {
        params: { id: "gateway" },
        body: { baseUrl: baseUrl || null, apiKey },
      }),
    invalidate: [aiKeys.gateway],
    success: "Gateway saved",
    onFieldErrors: setErrors,
  });
  const clear = useAdminSave({
    mutationFn: () => apiRequest(contracts.clearGatewayCache, {}),
    invalidate: [],
    success: "AI answer cache cleared",
  });
  return (
    <Card>
      <CardHeader
        title="Gateway"
        description="direct: each provider's own API (OPENAI_API_URL / ANTHROPIC_API_URL and keys). gateway: one OpenAI-compatible endpoint (LiteLLM, Portkey, Vercel AI Gateway) for every model."
        actions={
          <Button variant="secondary" size="sm" onClick={() => clear.mutate(undefined)} loading={clear.isPending}>
            Clear answer cache
          </Button>
        }
      />
      <ListStates query={query} what="gateway" isEmpty={() => false} empty={null}>
        {({ status, adapters }) => {
          const gateway = adapters.find((a) => a.id === "gateway");
          return (
            <div className="grid gap-5 p-5">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                Active adapter <Badge tone="brand">{status.activeAdapter}</Badge>
                {status.status === "ready" ? (
                  <Badge tone="success">Ready</Badge>
                ) : (
                  <Badge tone="warning">Not configured</Badge>
                )}
              </p>
              <div className="flex flex-wrap gap-2">
                {adapters.map((a) => (
                  <Button
                    key={a.id}
                    variant={a.isActive ? "primary" : "secondary"}
                    size="sm"
                    disabled={a.isActive}
                    onClick={() => switchTo.mutate(a.id)}
                  >
                    {a.isActive ? `${a.id} (active)` : `Use ${a.id}`}
                  </Button>
                ))}
              </div>
              <form
                className="grid gap-4 sm:grid-cols-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  saveGateway.mutate(undefined);
                }}
              >
                <Field
                  label="Gateway base URL"
                  hint="Leave empty to use the AI_GATEWAY_URL environment variable"
                  error={errors.baseUrl}
                >
                  <Input
                    value={baseUrl ?? gateway?.baseUrl ?? ""}
                    onChange={(e) => setBaseUrl(e.target.value)}
                    placeholder="https://gateway.example.com/v1"
                  />
                </Field>
                <SecretField
                  label="Gateway API key"
                  masked={gateway?.hasKey ? "****" : null}
                  value={apiKey}
                  onChange={setApiKey}
                  error={errors.apiKey}
                />
                <div>
                  <Button type="submit" variant="secondary" loading={saveGateway.isPending}>
                    Save gateway
                  </Button>
                </div>
              </form>
            </div>
          );
        }}
      </ListStates>
    </Card>
  );
}
