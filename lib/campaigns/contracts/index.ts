// Contracts of the campaigns domain, one file per resource. Imported by client components (forms):
// keep these files and their imports free of server code.
export * from "./campaigns";
export * from "./campaign-actions";
export * from "./campaign-content";
export * from "./campaign-analytics";
export * from "./campaign-ai";
