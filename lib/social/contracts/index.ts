// Contracts of the social connectivity group, one file per resource. Imported by client components:
// keep these files and their imports free of server code.
export * from "./accounts";
export * from "./publishing";
export * from "./analytics";
export * from "./dtos";
