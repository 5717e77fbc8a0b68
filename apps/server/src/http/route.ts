// Registers one contract endpoint: parses input with the contract's zod schemas, resolves the
// session, enforces the endpoint's access rule, runs the handler and shapes the response with
// the contract's response schema (unknown fields are stripped, so rows never leak), unless the
// handler answers with JSON it prepared from parts it validated itself (prepared-json.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@fitcover/contract/endpoint';
import type { AppContext, Principal } from '../context.ts';
import { AppError, forbidden, unauthenticated } from './app-error.ts';
import { rateLimitConfig, type RateLimitName } from './rate-limits.ts';
import type { System } from '../system.ts';
import { PreparedJson } from './prepared-json.ts';
import { idempotencyKeyOf, respondOnce } from './idempotency.ts';

type Out<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;

export type HandlerInput<E extends Endpoint, P> = {
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Out<E['params']>;
  principal: P;
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

type PrincipalFor<E extends Endpoint> = E['access'] extends 'public' ? Principal | null : Principal;

export type RouteOptions = { rateLimit?: RateLimitName; status?: number };

// A NUL or half of a surrogate pair: valid in JSON and URLs, but PostgreSQL cannot store it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

/** The top-level field holding unstorable text ('' for the input itself), or null. Iterative: input may nest deep. */
function unstorableTextField(input: unknown): string | null {
  const pending: [unknown, string][] = [[input, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string' && unstorable(value)) return field;
    if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) pending.push([item, field || key]);
  }
  return null;
}

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown): Out<S> {
  if (!schema) return undefined as Out<S>;
  const unstorableField = unstorableTextField(value);
  if (unstorableField !== null)
    throw new AppError('VALIDATION', {
      userMessage: 'El texto contiene caracteres no válidos.',
      field: unstorableField || undefined,
    });
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data as Out<S>;
  const issue = result.error.issues[0];
  throw new AppError('VALIDATION', {
    userMessage: issue?.message ?? 'Los datos enviados no son válidos.',
    field: issue?.path.join('.') || undefined,
  });
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  system: System,
  endpoint: E,
  handler: (
    input: HandlerInput<E, PrincipalFor<E>>,
  ) => Promise<z.output<E['response']> | PreparedJson<z.output<E['response']>>>,
  options: RouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.rateLimit ? { rateLimit: rateLimitConfig(options.rateLimit, system.env) } : {},
    handler: async (request, reply) => {
      const ctx = system.requireContext();
      // Who is asking comes first: a caller without access learns nothing about valid input.
      const principal = await system.principalOf(request);
      if (endpoint.access !== 'public') {
        if (!principal) throw unauthenticated();
        if (endpoint.access !== 'user' && !endpoint.access.includes(principal.rol)) throw forbidden();
      }
      const body = parse(endpoint.body, request.body) as Out<E['body']>;
      const query = parse(endpoint.query, request.query) as Out<E['query']>;
      const params = parse(endpoint.params, request.params) as Out<E['params']>;
      const run = (context: AppContext) =>
        handler({ body, query, params, principal: principal as PrincipalFor<E>, ctx: context, request, reply });
      const status = options.status ?? 200;
      // A write with an Idempotency-Key is done once per key; repeats get the first answer (ADR 0019).
      const key = idempotencyKeyOf(request);
      if (key) {
        const answerOf = (value: unknown) => {
          if (value instanceof PreparedJson) return { status, body: value.text };
          const parsed = endpoint.response.safeParse(value);
          return parsed.success ? { status, body: JSON.stringify(parsed.data) } : null;
        };
        return respondOnce({ request, reply, ctx, principal, key, answerOf }, run);
      }
      const result = await run(ctx);
      if (reply.sent) return reply;
      reply.status(status);
      if (result instanceof PreparedJson) return reply.type('application/json; charset=utf-8').send(result.text);
      return endpoint.response.parse(result);
    },
  });
}
