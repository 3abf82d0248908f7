import { lookup } from 'node:dns/promises';
import { isIP, Socket } from 'node:net';
import { printerHostKind } from '@storefront/domain/printing/printer.schema';

// One ticket to one network printer over raw TCP (port 9100, "JetDirect"; ADR 109). The venue names
// the host, so before connecting the server checks the address it will reach, a host name's too
// (resolved here, then the address connected to): a private or VPN address only, loopback only where
// the operator allows it. The ticket counts as printed once the printer took every byte and the
// connection closed cleanly; anything else (refused, unreachable, a timeout, a reset) is a failure the
// queue retries.

export interface PrinterTarget {
  host: string;
  port: number;
}

export interface SendOptions {
  /** How long connecting, and then writing and closing, may each take. */
  timeoutMs: number;
  /** Loopback (the server's own machine) allowed: tests, a printer forwarded to the server. */
  allowLoopback: boolean;
  ports: PortRange;
}

export interface PortRange {
  min: number;
  max: number;
}

export class PrinterUnreachable extends Error {}

/** The address to connect to: the host's own, or what its name resolves to, checked either way. */
export async function printerAddress(host: string, allowLoopback: boolean): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  const address = isIP(bare) ? bare : (await lookup(bare).catch(() => null))?.address;
  if (!address) throw new PrinterUnreachable(`${host}: name not found`);
  const kind = printerHostKind(address);
  if (kind === 'private' || (kind === 'loopback' && allowLoopback)) return address;
  throw new PrinterUnreachable(`${host}: ${address} is not a private address`);
}

export async function sendToPrinter(
  target: PrinterTarget,
  bytes: Uint8Array,
  options: SendOptions,
): Promise<void> {
  if (target.port < options.ports.min || target.port > options.ports.max)
    throw new PrinterUnreachable(`port ${target.port} is not allowed`);
  const address = await printerAddress(target.host, options.allowLoopback);
  await new Promise<void>((resolve, reject) => {
    const socket = new Socket();
    let failure: Error | null = null;
    const fail = (error: Error) => {
      failure ??= error;
      socket.destroy();
    };
    let written = false;
    // Idle that long: before every byte was handed over, a failure; after, a printer that keeps its
    // side open (it has the ticket: closing it ourselves must not print it again).
    socket.setTimeout(options.timeoutMs, () =>
      written ? socket.destroy() : fail(new PrinterUnreachable('timed out')),
    );
    socket.once('error', (error) => fail(error));
    // a printer answers status bytes (ASB) now and then: read and dropped
    socket.on('data', () => {});
    socket.once('close', () => (failure ? reject(failure) : resolve()));
    socket.connect(target.port, address, () => {
      socket.end(bytes, () => {
        written = true;
      });
    });
  });
}
