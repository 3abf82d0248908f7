import type { PaymentProviderName } from '@storefront/domain/payment/payment-settings.schema';
import { MercadoPagoProvider } from '../mercado-pago/mercado-pago.provider.ts';
import { SandboxProvider } from '../sandbox/sandbox.provider.ts';
import { WompiProvider } from '../wompi/wompi.provider.ts';
import type { PaymentProvider } from './provider.ts';

// The gateways this build knows, by the name venue settings use. A new gateway is one file
// implementing PaymentProvider plus one line here (and its name in paymentProviders).

const providers: Readonly<Record<PaymentProviderName, PaymentProvider>> = {
  sandbox: new SandboxProvider(),
  wompi: new WompiProvider(),
  mercado_pago: new MercadoPagoProvider(),
};

export function providerNamed(name: string): PaymentProvider | null {
  return Object.hasOwn(providers, name) ? providers[name as PaymentProviderName] : null;
}

export interface GatewayOptions {
  /** False in production unless the operator allows it: test cards must never buy real food. */
  sandboxEnabled: boolean;
}

/** The venue's gateway for new charges, or null when none is configured (or it is switched off). */
export function gatewayFor(
  name: PaymentProviderName | null,
  options: GatewayOptions,
): PaymentProvider | null {
  if (!name) return null;
  if (name === 'sandbox' && !options.sandboxEnabled) return null;
  return providerNamed(name);
}
