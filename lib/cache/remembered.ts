/**
 * `make` with its answers remembered, for values that repeat on hot paths (a burst of clicks has a
 * handful of user agents and link paths). Forgets everything once `max` keys are held, so keys
 * that never repeat (garbage, an attack) cost memory only up to that bound.
 */
export function remembered<K, V>(make: (key: K) => V, max = 2_000): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined && !known.has(key)) {
      if (known.size >= max) known.clear();
      value = make(key);
      known.set(key, value);
    }
    return value as V;
  };
}
