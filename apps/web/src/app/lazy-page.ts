import { lazy, type ComponentType } from 'react';

/**
 * A route component loaded on first visit, from a module's named export:
 * `lazyPage(() => import('../features/x/components/x-page.tsx'), 'XPage')`.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): ComponentType {
  return lazy(async () => {
    const module = await load();
    return { default: module[exportName] as ComponentType };
  });
}
