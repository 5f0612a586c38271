import { unknownPathHandlers } from "@/lib/api/unknown-path";

// Every /api path no other route file serves (Next prefers any other match over this one). A route
// handler, not Next's 404 page: a POST with a Next-Action header or a form body never becomes a
// Server Action here. HEAD is answered with GET. It serves no route of the reference: each answer is
// the 404, which is why the methods come from one object rather than handlers of their own.
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = unknownPathHandlers;
