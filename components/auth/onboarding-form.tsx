"use client";

import { useMutation } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ArrowRightIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { ApiClientError, apiRequest, errorMessage, fieldErrors } from "@/lib/api/client";
import { onboarding } from "@/lib/auth/contracts";

interface OnboardingFormProps {
  email: string;
  /** Set when a pending invitation will be accepted: the company name is then not asked for. */
  invitedCompany?: string;
}

export function OnboardingForm({ email, invitedCompany }: OnboardingFormProps) {
  const router = useRouter();
  const [companyName, setCompanyName] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [timeZone, setTimeZone] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }, []);

  const mutation = useMutation({
    mutationFn: () =>
      apiRequest(onboarding, {
        body: {
          companyName: invitedCompany ? undefined : companyName.trim(),
          firstName: firstName.trim() || undefined,
          lastName: lastName.trim() || undefined,
          timeZone,
        },
      }),
    onSuccess: () => {
      router.replace("/");
      router.refresh();
    },
    onError: (err) => {
      // Already onboarded in another tab: the dashboard is where they belong.
      if (err instanceof ApiClientError && err.status === 409) {
        router.replace("/");
        router.refresh();
        return;
      }
      setErrors(fieldErrors(err));
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!invitedCompany && !companyName.trim()) {
      setErrors({ companyName: "Enter your company's name" });
      return;
    }
    setErrors({});
    mutation.mutate();
  }

  const generalError = mutation.isError && !Object.keys(errors).length ? errorMessage(mutation.error) : undefined;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {generalError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-700">
          {generalError}
        </p>
      ) : null}
      {invitedCompany ? null : (
        <Field label="Company name" error={errors.companyName} hint="You can change it later in Settings.">
          <Input
            name="companyName"
            autoComplete="organization"
            placeholder="Your company or brand"
            value={companyName}
            onChange={(e) => {
              setCompanyName(e.target.value);
              setErrors(({ companyName: _cleared, ...rest }) => rest);
            }}
            autoFocus
          />
        </Field>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName}>
          <Input
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            autoFocus={Boolean(invitedCompany)}
          />
        </Field>
        <Field label="Last name" error={errors.lastName}>
          <Input
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </Field>
      </div>
      {errors.timeZone ? <p className="text-xs text-red-600">Time zone: {errors.timeZone}</p> : null}
      <Button type="submit" size="lg" className="mt-1 w-full" loading={mutation.isPending || mutation.isSuccess}>
        {invitedCompany ? `Join ${invitedCompany}` : "Create workspace"}
        <ArrowRightIcon />
      </Button>
      <p className="text-center text-xs text-zinc-500">
        Signed in as <span className="font-medium text-zinc-700">{email}</span>
        {" · "}
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          onClick={() => signOut({ callbackUrl: "/signin" })}
        >
          Use another account
        </button>
      </p>
      {timeZone ? <p className="sr-only">Your time zone {timeZone} will be used for scheduling.</p> : null}
    </form>
  );
}
