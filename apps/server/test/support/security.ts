import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { BadRequest } from '../security/bad-requests.ts';
import { demoVenuesDir, type TestApp } from './app.ts';

// Shared assertions of the security suite.

/** Rate limits high enough that generated traffic never meets them (the rate-limit test sets its own). */
export const generousLimits = {
  RATE_LIMIT_PROFILES_PER_MINUTE: '1000000',
  RATE_LIMIT_TRACKING_PER_MINUTE: '1000000',
  RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: '1000000',
};

/** The slugs of the demo venues the test apps import, sorted. */
export function demoSlugs(): string[] {
  return readdirSync(demoVenuesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => (JSON.parse(readFileSync(join(demoVenuesDir, name), 'utf8')) as { slug: string }).slug)
    .sort();
}

/** URL paths of the files of the fake storefront build (Fastify serves each as its own route). */
export function staticFilePaths(t: TestApp): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.add(`/${relative(t.webDist, full).split(sep).join('/')}`);
    }
  };
  walk(t.webDist);
  return found;
}

/** The error body, or a description of what is wrong with it. */
export function errorShapeProblem(res: LightMyRequestResponse): string | undefined {
  if (!/^application\/json/.test(String(res.headers['content-type'] ?? '')))
    return `content-type ${res.headers['content-type']} is not JSON`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `body is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof body !== 'object' || body === null) return 'body is not an object';
  const { key, message, params } = body as Record<string, unknown>;
  if (typeof key !== 'string' || !/^[a-z][a-z0-9_]*$/.test(key))
    return `key ${JSON.stringify(key)} is not a snake_case string`;
  if (typeof message !== 'string' || message.length === 0) return 'message is not a non-empty string';
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    return 'params is not an object';
  return undefined;
}

/** How long one generated request may take before it counts as a hang (an answer is owed to every
 * request; the slowest honest ones, 64 KiB bodies and deep nesting, take well under a second). */
export const REQUEST_HANG_MS = 10_000;

/** Sends a generated request and checks the answer: never 5xx, never a hang, 4xx when certain,
 * errors as `{key}`. */
export async function sendAndCheck(t: TestApp, request: BadRequest): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`no answer within ${REQUEST_HANG_MS} ms: ${request.method} ${request.url.slice(0, 200)}`),
        ),
      REQUEST_HANG_MS,
    );
  });
  const res = await Promise.race([
    t.app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      remoteAddress: request.remoteAddress,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    }),
    hang,
  ]).finally(() => clearTimeout(timer));
  const what = () =>
    `${request.method} ${request.url.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}\n` +
    `defects: ${JSON.stringify(request.defects).slice(0, 1500)}`;
  expect(res.statusCode, `5xx: ${what()}`).toBeLessThan(500);
  if (request.strict) {
    expect(res.statusCode, `a certain defect was not refused: ${what()}`).toBeGreaterThanOrEqual(400);
  }
  if (res.statusCode >= 400) {
    expect(errorShapeProblem(res), `error shape: ${what()}`).toBeUndefined();
  }
  // Nothing a request sends may reach Object.prototype.
  expect(({} as Record<string, unknown>).polluted, 'prototype polluted').toBeUndefined();
  return res;
}
