"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TimeZoneSelect } from "@/components/ui/time-zone-select";
import type { ZoneGroups } from "@/components/ui/time-zones";
import { useToast } from "@/components/ui/toast";
import { apiRequest, errorMessage, fieldErrors } from "@/lib/api/client";
import { updateCompany } from "@/lib/company/contracts";

interface CompanyFormProps {
  company: { name: string; timeZone: string };
  zones: ZoneGroups;
  canEdit: boolean;
}

/** The company's name and the time zone every schedule, report and calendar runs on. */
export function CompanyForm({ company, zones, canEdit }: CompanyFormProps) {
  const router = useRouter();
  const toast = useToast();
  const [name, setName] = useState(company.name);
  const [timeZone, setTimeZone] = useState(company.timeZone);
  const [deviceZone, setDeviceZone] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = name !== company.name || timeZone !== company.timeZone;

  useEffect(() => {
    setDeviceZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }, []);

  const save = useMutation({
    mutationFn: () => apiRequest(updateCompany, { body: { name: name.trim(), timeZone } }),
    onSuccess: (saved) => {
      setErrors({});
      toast.success("Company saved", `Schedules, the calendar and reports now run on ${saved.timeZone}.`);
      // The shell shows the company's name and pages read its zone on the server.
      router.refresh();
    },
    onError: (err) => {
      setErrors(fieldErrors(err));
      toast.error("Couldn't save the company", errorMessage(err));
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setErrors({ name: "Enter the company's name" });
    save.mutate();
  }

  const disabled = !canEdit || save.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Card className="max-w-2xl">
        <CardHeader title="Company" description="Your workspace's name and the clock it plans on." />
        <CardBody className="flex flex-col gap-5">
          <Field label="Name" error={errors.name}>
            <Input
              value={name}
              maxLength={200}
              autoComplete="organization"
              disabled={disabled}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <Field
            label="Time zone"
            error={errors.timeZone}
            hint="Scheduled times, the calendar, posting windows, best times and scheduled reports all use this clock. Posts already scheduled keep their moment in time."
          >
            <TimeZoneSelect
              value={timeZone}
              groups={zones}
              disabled={disabled}
              onChange={(e) => setTimeZone(e.target.value)}
            />
          </Field>
          {canEdit && deviceZone && deviceZone !== timeZone ? (
            <p className="-mt-3 text-xs text-zinc-500">
              This device is on {deviceZone}.{" "}
              <button
                type="button"
                className="font-medium text-brand-700 hover:underline"
                onClick={() => setTimeZone(deviceZone)}
              >
                Use it
              </button>
            </p>
          ) : null}
          {canEdit ? (
            <div className="flex items-center justify-end gap-3">
              {dirty ? <span className="mr-auto text-[13px] text-zinc-500">Unsaved changes</span> : null}
              <Button type="submit" loading={save.isPending} disabled={!dirty}>
                Save company
              </Button>
            </div>
          ) : null}
        </CardBody>
      </Card>
    </form>
  );
}
