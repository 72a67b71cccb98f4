import { createElement, lazy, type ComponentType } from 'react';

/** A route component loaded on first visit; `preload()` fetches it ahead of rendering. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A route component loaded on first visit, from a module's named export:
 * `lazyPage(() => import('../features/x/components/x-page.tsx'), 'XPage')`.
 * Once preloaded it renders without suspending, which lets a prerendered page hydrate in one pass
 * (a boundary still waiting for its chunk would be thrown away and re-rendered on the first update).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, exportName: K): LazyPage {
  let loaded: ComponentType<object> | undefined;
  const preload = async () => {
    loaded = (await load())[exportName] as ComponentType<object>;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = (props: object) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}
