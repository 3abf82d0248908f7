import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** The dotted path of the first string (or key) holding U+0000, '' for the value itself, or null.
 * Iterative: a body may nest thousands of levels deep within the 64 KiB limit. */
export function nulCharacterPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** PostgreSQL (and PGlite) cannot store U+0000 in text or jsonb: such a value fails in the driver
 * with a 500. Refuse it first, as a validation error naming the field, once the route's own
 * validation and authentication hooks have passed. */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const path = nulCharacterPath(value);
      if (path !== null) throw new AppError(400, 'validation_failed', { fields: path || part });
    }
  });
});
