// One contract per endpoint: method, path, who may call it, and the zod schemas of what goes
// in and out. The server routes and the web client are both built from these objects.
import type { z } from 'zod';

export type Role = 'admin' | 'instructor' | 'gimnasio';
/** `public`: anyone; `user`: any signed-in role; otherwise the listed roles only. */
export type Access = 'public' | 'user' | readonly Role[];
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> = {
  method: Method;
  path: string;
  access: Access;
  body?: Body;
  query?: Query;
  params?: Params;
  response: Response;
};

export function defineEndpoint<
  Body extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodType = z.ZodUndefined,
  Params extends z.ZodType = z.ZodUndefined,
  Response extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Body, Query, Params, Response>) {
  return endpoint;
}

export type BodyOf<E> = E extends Endpoint<infer B, z.ZodType, z.ZodType, z.ZodType> ? z.input<B> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type ParamsOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer P, z.ZodType> ? z.input<P> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Substitutes `:name` segments of a path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
