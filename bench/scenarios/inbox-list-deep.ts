import { baselineList, ITEMS, listPath, seedInbox, type InboxState } from "../inbox-scenario";
import { defineScenario } from "../scenario";

export default defineScenario<InboxState>({
  description: `GET ${listPath("<cursor>")} after the filtered list's 20,000th item, over ${ITEMS} items vs the same in pg`,
  seed: seedInbox,
  request: (state) => ({ path: listPath(state.deepCursor), headers: { authorization: `Bearer ${state.token}` } }),
  baseline: (pool, req, state) => baselineList(pool, req, state.deepCursor),
});
