"use client";

import dynamic from "next/dynamic";
import "@scalar/api-reference-react/style.css";

// Scalar mounts a Vue app that measures the window: render it in the browser only.
const ApiReferenceReact = dynamic(() => import("@scalar/api-reference-react").then((m) => m.ApiReferenceReact), {
  ssr: false,
  loading: () => <p className="p-8 text-sm text-zinc-500">Loading the API reference…</p>,
});

/**
 * Everything Scalar would fetch from elsewhere is off: its web fonts (the app's own are used), its
 * telemetry, its AI agent and the developer toolbar. The page works offline and asks nothing of
 * another origin (e2e/ui/api-docs.spec.ts).
 */
const configuration = {
  url: "/api/openapi.json",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: "never",
  hideDarkModeToggle: true,
  forceDarkModeState: "light",
  documentDownloadType: "json",
  defaultOpenFirstTag: false,
  tagsSorter: "alpha",
  customCss: ".scalar-app { --scalar-font: var(--font-inter), system-ui, sans-serif; }",
  metaData: { title: "Reach API reference" },
} as const;

export function ApiReference() {
  return <ApiReferenceReact configuration={configuration} />;
}
