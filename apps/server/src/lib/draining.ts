// A server process taken out of its load balancer before it stops (docs/operations.md#shutdown):
// from SIGTERM on, for SHUTDOWN_DRAIN_MS, it serves every request as before while /healthz answers
// 503 `draining`, so the balancer's health check stops sending it new ones before it closes.

const draining = new WeakSet<object>();

/** Marks the process's HTTP server as draining (server.ts, on SIGTERM). */
export function startDraining(server: object): void {
  draining.add(server);
}

export function isDraining(server: object): boolean {
  return draining.has(server);
}
