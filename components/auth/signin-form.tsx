"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { GithubIcon, GoogleIcon, MailIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";

const ERROR_MESSAGES: Record<string, string> = {
  CredentialsSignin: "Enter a valid e-mail address to sign in.",
  AccessDenied: "That account has no e-mail address we can use.",
  OAuthSignin: "We couldn't reach that sign-in provider. Please try again.",
  OAuthCallback: "Sign-in with that provider didn't complete. Please try again.",
  OAuthAccountNotLinked: "This e-mail is already used with another sign-in method.",
  SessionRequired: "Please sign in to continue.",
};

interface SignInFormProps {
  devLogin: boolean;
  providers: Array<{ id: string; name: string }>;
  defaultEmail?: string;
  callbackUrl: string;
  error?: string;
}

export function SignInForm({ devLogin, providers, defaultEmail, callbackUrl, error }: SignInFormProps) {
  const router = useRouter();
  const [email, setEmail] = useState(defaultEmail ?? "");
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState(
    error ? (ERROR_MESSAGES[error] ?? "Sign-in failed. Please try again.") : undefined,
  );
  const [pending, setPending] = useState<string | null>(null);

  async function submitEmail(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setFieldError("Enter a valid e-mail address");
      return;
    }
    setFieldError(undefined);
    setFormError(undefined);
    setPending("dev");
    const result = await signIn("dev", { email: value, redirect: false, callbackUrl });
    if (!result || result.error) {
      setPending(null);
      setFormError(ERROR_MESSAGES[result?.error ?? ""] ?? "Sign-in failed. Please try again.");
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-5">
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-700">
          {formError}
        </p>
      ) : null}

      {providers.length ? (
        <div className="flex flex-col gap-2">
          {providers.map((p) => (
            <Button
              key={p.id}
              variant="secondary"
              size="lg"
              className="w-full"
              loading={pending === p.id}
              disabled={pending !== null}
              icon={p.id === "google" ? <GoogleIcon /> : p.id === "github" ? <GithubIcon /> : undefined}
              onClick={() => {
                setPending(p.id);
                void signIn(p.id, { callbackUrl });
              }}
            >
              Continue with {p.name}
            </Button>
          ))}
        </div>
      ) : null}

      {providers.length && devLogin ? (
        <div className="flex items-center gap-3 text-xs text-zinc-400" role="separator">
          <span className="h-px flex-1 bg-zinc-200" />
          or
          <span className="h-px flex-1 bg-zinc-200" />
        </div>
      ) : null}

      {devLogin ? (
        <form onSubmit={submitEmail} noValidate className="flex flex-col gap-4">
          <Field label="Work e-mail" error={fieldError} hint="Development sign-in: no password needed on this server.">
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoFocus={!defaultEmail}
              required
            />
          </Field>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            loading={pending === "dev"}
            disabled={pending !== null}
            icon={<MailIcon />}
          >
            Continue with e-mail
          </Button>
        </form>
      ) : null}

      {!devLogin && !providers.length ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-[13px] text-amber-800">
          No sign-in method is configured on this server. Set GOOGLE_CLIENT_ID/SECRET or GITHUB_CLIENT_ID/SECRET, or
          AUTH_DEV_LOGIN=1.
        </p>
      ) : null}
    </div>
  );
}
