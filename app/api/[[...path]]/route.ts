import { unknownApiPath } from "@/lib/api/unknown-path";

// Every /api path no other route file serves (Next prefers any other match over this one). A route
// handler, not Next's 404 page: a POST with a Next-Action header or a form body never becomes a
// Server Action here. HEAD is answered with GET.
export {
  unknownApiPath as GET,
  unknownApiPath as OPTIONS,
  unknownApiPath as POST,
  unknownApiPath as PUT,
  unknownApiPath as PATCH,
  unknownApiPath as DELETE,
};
