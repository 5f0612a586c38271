"use client";

import { useEffect, useState } from "react";

/**
 * A control's value that follows the user in the same event and the saved value whenever that
 * changes. Saved values come through the query cache, whose observers hear of an optimistic change
 * only on a later tick, so a control bound to them alone springs back for a moment and the click
 * looks lost.
 */
export function useInstantValue<T>(saved: T) {
  const [value, setValue] = useState(saved);
  useEffect(() => setValue(saved), [saved]);
  return [value, setValue] as const;
}
