import { baselineList, ITEMS, listPath, seedInbox, type InboxState } from "../inbox-scenario";
import { defineScenario } from "../scenario";

export default defineScenario<InboxState>({
  description: `GET ${listPath()} (first page) over ${ITEMS} items in one company vs auth lookup + page + counter total in pg`,
  seed: seedInbox,
  request: (state) => ({ path: listPath(), headers: { authorization: `Bearer ${state.token}` } }),
  baseline: (pool, req) => baselineList(pool, req, null),
});
