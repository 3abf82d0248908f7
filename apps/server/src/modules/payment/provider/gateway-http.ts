// One HTTP call to a real gateway (Wompi, Mercado Pago): JSON in and out, a deadline, and errors
// that never carry the request's keys or body (the Authorization header and card-free bodies stay
// out of logs: lib/redact.ts). A gateway that does not answer in time, or answers 5xx, is
// unavailable: the diner is answered 503 and the retry asks the gateway by reference before it
// charges again.

/** The gateway did not answer usefully (network, deadline, 5xx, not JSON). */
export class GatewayUnavailable extends Error {
  constructor(gateway: string, what: string) {
    super(`${gateway} unavailable: ${what}`);
    this.name = 'GatewayUnavailable';
  }
}

export interface GatewayResponse {
  status: number;
  /** The parsed JSON body, or null when there was none. */
  body: unknown;
}

export interface GatewayRequest {
  method?: 'GET' | 'POST';
  /** `Bearer …`: sent, never logged. */
  authorization?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
}

/** Calls `url`; a 4xx answer is returned (the caller reads the gateway's refusal), anything that
 * is not an answer throws GatewayUnavailable naming the gateway and the path only. */
export async function callGateway(
  gateway: string,
  url: string,
  request: GatewayRequest,
): Promise<GatewayResponse> {
  const path = new URL(url).pathname;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.authorization) headers.authorization = request.authorization;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new GatewayUnavailable(gateway, `${request.method ?? 'GET'} ${path} ${reason}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) {
    throw new GatewayUnavailable(gateway, `${request.method ?? 'GET'} ${path} answered ${response.status}`);
  }
  if (!text) return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new GatewayUnavailable(gateway, `${request.method ?? 'GET'} ${path} answered no JSON`);
  }
}
