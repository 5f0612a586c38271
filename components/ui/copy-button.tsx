"use client";

import { useState } from "react";
import { Button } from "./button";
import { CheckIcon, CopyIcon } from "./icons";

/** Copies `value` to the clipboard and confirms for a moment; falls back to selecting nothing silently. */
export function CopyButton({ value, label = "Copy" }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Clipboard access can be denied (insecure origin); the value stays visible to copy by hand.
      return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={copy}
      icon={copied ? <CheckIcon className="text-emerald-600" /> : <CopyIcon />}
      aria-live="polite"
    >
      {copied ? "Copied" : label}
    </Button>
  );
}
