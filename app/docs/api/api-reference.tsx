"use client";

import dynamic from "next/dynamic";
import "./api-reference.css";

// Redoc measures the window and injects its styles in the browser: render it there only.
const RedocStandalone = dynamic(() => import("redoc").then((m) => m.RedocStandalone), {
  ssr: false,
  loading: () => <p className="p-8 text-sm text-neutral-500">Loading the API reference…</p>,
});

const theme = {
  typography: {
    fontFamily: "var(--font-inter), system-ui, sans-serif",
    headings: { fontFamily: "var(--font-inter), system-ui, sans-serif" },
    code: { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" },
  },
};

export function ApiReference({ spec }: { spec: object }) {
  return (
    <div className="api-reference">
      <RedocStandalone
        spec={spec}
        options={{ theme, downloadFileName: "openapi.json", jsonSampleExpandLevel: 3, sortTagsAlphabetically: true }}
      />
    </div>
  );
}
