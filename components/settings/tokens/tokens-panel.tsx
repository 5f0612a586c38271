"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { KeyIcon, PlusIcon } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/skeleton";
import { ActionsTH, Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { listPersonalTokens, revokePersonalToken } from "@/lib/auth/contracts";
import { formatDate, relativeTime } from "../format";
import { CreateTokenDialog } from "./create-token-dialog";

interface TokenRow {
  id: string;
  name: string;
  tokenHint: string;
  expiresAt: string;
  lastUsedAt: string | null;
  createdAt: string;
  revokedAt: string | null;
}

function status(t: TokenRow) {
  if (t.revokedAt) return <Badge tone="danger">Revoked</Badge>;
  if (new Date(t.expiresAt).getTime() <= Date.now()) return <Badge>Expired</Badge>;
  return <Badge tone="success">Active</Badge>;
}

export function TokensPanel() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TokenRow | null>(null);
  const tokens = useQuery({
    queryKey: ["tokens"],
    queryFn: () => apiRequest(listPersonalTokens, { query: { limit: 100 } }),
  });

  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest(revokePersonalToken, { params: { id } }),
    onSuccess: () => {
      toast.success("Token revoked", `“${revoking?.name}” stopped working.`);
      setRevoking(null);
      void queryClient.invalidateQueries({ queryKey: ["tokens"] });
    },
    onError: (err) => toast.error("Couldn't revoke the token", errorMessage(err)),
  });

  const createButton = (
    <Button icon={<PlusIcon />} onClick={() => setCreating(true)}>
      Create token
    </Button>
  );

  return (
    <>
      <Card>
        <CardHeader
          title="Personal access tokens"
          description={
            <>
              Tokens act as you. Revoke any you no longer use. What a token can call is in the{" "}
              <Link href="/docs/api" className="font-medium text-brand-700 hover:underline">
                API reference
              </Link>
              .
            </>
          }
          actions={tokens.data?.items.length ? createButton : null}
        />
        {tokens.isPending ? (
          <SkeletonRows label="Loading tokens" />
        ) : tokens.isError ? (
          <ErrorState error={tokens.error} onRetry={() => tokens.refetch()} title="Couldn't load your tokens" />
        ) : tokens.data.items.length === 0 ? (
          <EmptyState
            icon={<KeyIcon size={20} />}
            title="No tokens yet"
            description="Create a token to connect scripts, automation tools or your own integrations to Reach."
            action={createButton}
          />
        ) : (
          <Table aria-label="Personal access tokens">
            <THead>
              <tr>
                <TH>Name</TH>
                <TH className="hidden sm:table-cell">Token</TH>
                <TH className="hidden lg:table-cell">Created</TH>
                <TH className="hidden md:table-cell">Last used</TH>
                <TH className="hidden sm:table-cell">Expires</TH>
                <TH>Status</TH>
                <ActionsTH />
              </tr>
            </THead>
            <TBody>
              {tokens.data.items.map((t) => (
                <TR key={t.id} className={t.revokedAt ? "opacity-60" : undefined}>
                  <TD className="w-full max-w-0 sm:w-auto sm:max-w-xs">
                    <p className="truncate font-medium text-zinc-900">{t.name}</p>
                    {/* On a phone the hidden columns' essentials sit under the name, so Revoke stays on screen. */}
                    <p className="mt-0.5 text-xs text-zinc-500 sm:hidden">
                      <code className="font-mono">…{t.tokenHint}</code> · expires {formatDate(t.expiresAt)}
                    </p>
                  </TD>
                  <TD className="hidden sm:table-cell">
                    <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs text-zinc-600">
                      …{t.tokenHint}
                    </code>
                  </TD>
                  <TD className="hidden whitespace-nowrap lg:table-cell">{formatDate(t.createdAt)}</TD>
                  <TD className="hidden whitespace-nowrap md:table-cell">
                    {t.lastUsedAt ? relativeTime(t.lastUsedAt) : "Never"}
                  </TD>
                  <TD className="hidden whitespace-nowrap sm:table-cell">{formatDate(t.expiresAt)}</TD>
                  <TD>{status(t)}</TD>
                  <TD className="text-right">
                    {t.revokedAt ? null : (
                      <Button
                        variant="ghost-danger"
                        size="sm"
                        onClick={() => setRevoking(t)}
                        aria-label={`Revoke ${t.name}`}
                      >
                        Revoke
                      </Button>
                    )}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </Card>
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        loading={revoke.isPending}
        title={`Revoke “${revoking?.name}”?`}
        description="Anything using this token will get 401 Unauthorized from now on. This can't be undone."
        confirmLabel="Revoke token"
      />
    </>
  );
}
