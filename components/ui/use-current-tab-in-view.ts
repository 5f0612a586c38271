"use client";

import { useEffect, useRef } from "react";

/**
 * For a row of tabs that scrolls sideways on a phone: brings the current tab (aria-current="page")
 * to the middle whenever `pathname` changes, since the later tabs start out of sight.
 */
export function useCurrentTabInView<T extends HTMLElement>(pathname: string) {
  const nav = useRef<T>(null);
  useEffect(() => {
    const box = nav.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current) return;
    const [outer, inner] = [box.getBoundingClientRect(), current.getBoundingClientRect()];
    box.scrollLeft += inner.left - outer.left - (outer.width - inner.width) / 2;
  }, [pathname]);
  return nav;
}
