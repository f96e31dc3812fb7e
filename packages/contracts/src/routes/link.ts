import type { AnyRoute, HttpMethod } from './define.ts';

/**
 * What a browser needs to make a declared call: its method and path. The declaration (its schemas)
 * rides along as a type only, so pages get typed inputs and answers without shipping zod.
 */
export type RouteLink<R extends AnyRoute = AnyRoute> = {
  readonly method: HttpMethod;
  readonly path: R['path'];
  /** Never set: carries the declaration's type. */
  readonly declaration?: R;
};

export function routeLink<R extends AnyRoute>(method: R['method'], path: R['path']): RouteLink<R> {
  return { method, path };
}

/** The declaration a link stands for. */
export type LinkedRoute<L extends RouteLink> = L extends RouteLink<infer R> ? R : never;
