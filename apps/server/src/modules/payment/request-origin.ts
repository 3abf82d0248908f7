import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** `https://host` of a request: the base of the URLs a gateway sends the diner back to. Behind a
 * TLS-terminating proxy the socket is plain HTTP, so only development hosts (localhost,
 * *.localhost, an IP) keep the socket's scheme. */
export function originOf(request: FastifyRequest): string {
  const hostname = request.hostname;
  const local = hostname === 'localhost' || hostname.endsWith('.localhost') || isIP(hostname) !== 0;
  return `${local ? request.protocol : 'https'}://${request.host}`;
}
