"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { BrandMark } from "@/components/shell/brand-mark";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { CheckIcon, MessageIcon } from "@/components/ui/icons";
import { Input, Textarea } from "@/components/ui/input";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { decidePublicApproval, type PublicApprovalDTO } from "@/lib/approvals/contracts";
import { ApprovalHistory } from "./approval-history";
import { ApprovalStatusBadge } from "./approval-status";
import { ContentPreview } from "./content-preview";

/** The outside reviewer's page: a read-only preview, and approve or request changes under the name they give. */
export function PublicReview({ token, initial }: { token: string; initial: PublicApprovalDTO }) {
  const [item, setItem] = useState(initial);
  const [name, setName] = useState("");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const decide = useMutation({
    mutationFn: (decision: "approve" | "request_changes") =>
      apiRequest(decidePublicApproval, {
        params: { token },
        body: { decision, name: name.trim(), comment: comment.trim() || undefined },
      }),
    onSuccess: setItem,
  });
  function submit(decision: "approve" | "request_changes") {
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = "Say who you are";
    if (decision === "request_changes" && !comment.trim()) local.comment = "Say what should change";
    setErrors(local);
    if (!Object.keys(local).length) decide.mutate(decision);
  }
  return (
    <div className="min-h-dvh bg-zinc-50 px-4 py-8">
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <BrandMark />
          <p className="text-xs text-zinc-500" suppressHydrationWarning>
            Link valid until{" "}
            {new Date(item.expiresAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
          </p>
        </div>
        <div>
          <h1 className="text-xl font-semibold text-zinc-900">{item.companyName} asks for your review</h1>
          <p className="mt-1 text-sm text-zinc-500" suppressHydrationWarning>
            Submitted{" "}
            {new Date(item.submittedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
          </p>
        </div>
        <Card>
          <CardHeader title="Content" actions={<ApprovalStatusBadge status={item.status} />} />
          <CardBody>
            <ContentPreview
              type={item.type}
              content={item.content}
              platforms={item.platforms}
              author={item.companyName}
            />
          </CardBody>
        </Card>
        {item.status === "pending" ? (
          <Card>
            <CardHeader title="Your decision" description="Your name and comment are recorded in the history." />
            <CardBody className="flex flex-col gap-4">
              <Field label="Your name" error={errors.name}>
                <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="name" />
              </Field>
              <Field label="Comment" aside="Needed to request changes" error={errors.comment}>
                <Textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={4} maxLength={2000} />
              </Field>
              {decide.isError ? (
                <p role="alert" className="text-[13px] text-red-600">
                  {errorMessage(decide.error)}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  icon={<CheckIcon />}
                  loading={decide.isPending && decide.variables === "approve"}
                  disabled={decide.isPending}
                  onClick={() => submit("approve")}
                >
                  Approve
                </Button>
                <Button
                  variant="secondary"
                  icon={<MessageIcon />}
                  loading={decide.isPending && decide.variables === "request_changes"}
                  disabled={decide.isPending}
                  onClick={() => submit("request_changes")}
                >
                  Request changes
                </Button>
              </div>
            </CardBody>
          </Card>
        ) : (
          <p role="status" className="rounded-lg border border-zinc-200 bg-white px-4 py-3 text-sm text-zinc-700">
            {decide.isSuccess
              ? "Thank you: your decision is recorded."
              : "This content is no longer waiting for a decision."}
          </p>
        )}
        <Card>
          <CardHeader title="History" />
          <CardBody>
            <ApprovalHistory history={item.history} />
          </CardBody>
        </Card>
      </main>
    </div>
  );
}
