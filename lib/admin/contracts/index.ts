// Contracts of the Super Admin console, one file per resource. Imported by client components
// (the console's forms): keep these files and their imports free of server code.
export * from "./system";
export * from "./billing";
export * from "./integrations";
export * from "./email-templates";
export * from "./features";
export * from "./segments";
export * from "./entitlements";
export * from "./packages";
export * from "./ai-models";
export * from "./ai-experiments";
