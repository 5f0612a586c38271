// Contracts of the media domain, one file per resource. Imported by client components: keep these
// files and their imports free of server code.
export * from "./uploads";
export * from "./assets";
export * from "./folders";
export * from "./delivery";
export * from "./fields";
