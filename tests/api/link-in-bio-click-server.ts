// A production-shaped server for the kill test (link-in-bio-kill.test.ts): the production
// server's route path (lib/server/api-server.ts) over the app's route files, in a process of its
// own so the test can SIGKILL it. Like a real start, it first stores what an earlier run left in
// the click journal, then prints READY <port>.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startEventRecorder } from "@/lib/link-in-bio/event-recorder";
import { apiRequestListener } from "@/lib/server/api-server";
import { routeFiles } from "../helpers/app";

await startEventRecorder();
const listener = apiRequestListener({
  routes: routeFiles.map((r) => ({ segments: r.segments, load: () => import(r.file) })),
  fallback: (_req, res) => void res.writeHead(404).end(),
  onError: (err) => console.error(err),
});
const server = http.createServer((req, res) => void listener(req, res));
server.listen(0, "127.0.0.1", () => console.log(`READY ${(server.address() as AddressInfo).port}`));
