import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False while rendering on the server and while hydrating its HTML; true in every render after. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
