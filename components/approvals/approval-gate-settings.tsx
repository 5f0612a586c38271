"use client";

import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ErrorState } from "@/components/ui/error-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { useInstantValue } from "@/components/ui/use-instant-value";
import { errorMessage } from "@/lib/api/client";
import { useApprovalSettings, useSaveApprovalSettings } from "./queries";

/** The company's approval gate: on, nothing is scheduled or published without an approval of it as it is. */
export function ApprovalGateSettings({ canEdit }: { canEdit: boolean }) {
  const settings = useApprovalSettings();
  const save = useSaveApprovalSettings();
  const toast = useToast();
  const [required, setRequired] = useInstantValue(settings.data?.requireApproval ?? false);
  return (
    <Card>
      <CardHeader
        title="Approvals"
        description="Members with the content:approve permission review content in Approvals; nobody approves their own."
      />
      <CardBody>
        {settings.isPending ? (
          <SkeletonRows rows={1} label="Loading approval settings" />
        ) : settings.isError ? (
          <ErrorState
            error={settings.error}
            onRetry={() => settings.refetch()}
            title="Couldn't load approval settings"
          />
        ) : (
          <Checkbox
            label="Require approval before content is scheduled or published"
            description="Posts already scheduled are held when they come due until they are approved. Editing approved content makes it need approval again."
            checked={required}
            disabled={!canEdit || save.isPending}
            onChange={(e) => {
              const previous = required;
              setRequired(e.target.checked);
              save.mutate(e.target.checked, {
                onSuccess: (s) =>
                  toast.success(s.requireApproval ? "Approval is now required" : "Approval is no longer required"),
                onError: (err) => {
                  setRequired(previous);
                  toast.error("Couldn't save", errorMessage(err));
                },
              });
            }}
          />
        )}
      </CardBody>
    </Card>
  );
}
