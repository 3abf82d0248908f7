import { z } from 'zod';
import { type PaymentMethod, paymentMethodSchema } from './payment.schema.ts';

// A venue's payment settings (docs/payments.md#venue-settings): the gateway, the methods of each service, the minimum
// online payment and the webhook secret. Imported with the venue (`payments` of the venue file,
// docs/payments.md); the storefront sees only the public part (GET /payments/options.json).

/** Gateways this build can talk to. */
export const paymentProviders = ['sandbox', 'wompi', 'mercado_pago'] as const;
export const paymentProviderSchema = z.enum(paymentProviders);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** `book`: a booking's deposit when the branch asks for it online (docs/bookings.md). */
export const paymentServices = ['delivery', 'take_away', 'on_table', 'book'] as const;
export type PaymentService = (typeof paymentServices)[number];

const methodList = z
  .array(paymentMethodSchema)
  .max(5)
  .refine((methods) => new Set(methods).size === methods.length, 'each method once');

/** Without settings a venue takes cash and card reader only (no gateway). */
export const defaultMethods: Readonly<Record<PaymentService, PaymentMethod[]>> = {
  delivery: ['cash', 'card_reader'],
  take_away: ['cash', 'card_reader'],
  on_table: ['cash', 'card_reader'],
  // a deposit asked online is paid online: without a gateway it is paid at the restaurant
  book: ['card', 'pse', 'nequi'],
};

/** The methods the venue takes for each service (`payments.methods`; the back office edits them too). */
export const paymentMethodsImportSchema = z
  .object({
    delivery: methodList.default(defaultMethods.delivery),
    take_away: methodList.default(defaultMethods.take_away),
    on_table: methodList.default(defaultMethods.on_table),
    book: methodList.default(defaultMethods.book),
  })
  .default(defaultMethods);

/** Minor units of the venue currency; online payments below it are refused (spec §5). */
export const minimumOnlineAmountSchema = z.number().int().min(0).max(1_000_000_000).default(0);

export const paymentSettingsImportSchema = z
  .object({
    /** null: no gateway configured; online methods answer payment_gateway_not_configured. */
    provider: paymentProviderSchema.nullable().default(null),
    methods: paymentMethodsImportSchema,
    /** Minor units of the venue currency; online payments below it are refused (spec §5). */
    minimum_online_amount: minimumOnlineAmountSchema,
    /** Shared with the gateway: it signs webhooks and returns with it (HMAC-SHA256). */
    webhook_secret: z.string().min(16).max(200).nullable().default(null),
    /** The gateway account's keys (never sent to the storefront). */
    credentials: z.record(z.string().max(60), z.string().max(500)).default({}),
  })
  .superRefine((settings, ctx) => {
    if (settings.provider && !settings.webhook_secret) {
      ctx.addIssue({
        code: 'custom',
        path: ['webhook_secret'],
        message: 'a gateway needs a webhook secret (16 characters or more)',
      });
    }
  });
export type PaymentSettingsImport = z.infer<typeof paymentSettingsImportSchema>;

/** GET /payments/options.json: what the storefront may offer at this venue. */
export const paymentOptionsSchema = z.object({
  /** False when no gateway is configured: card, PSE and Nequi are refused with
   * payment_gateway_not_configured; cash and card reader still work where enabled. */
  gateway_configured: z.boolean(),
  provider: z.string().nullable(),
  /** What the venue offers per purpose (`book`: a booking's deposit): its settings' methods less
   * what its gateway and country cannot take (payment-methods.rules.ts `methodsOffered`). */
  methods: z.object({
    delivery: z.array(paymentMethodSchema),
    take_away: z.array(paymentMethodSchema),
    on_table: z.array(paymentMethodSchema),
    book: z.array(paymentMethodSchema),
  }),
  minimum_online_amount: z.number().int(),
  currency: z.string(),
  /** Where the card form posts the card to get a token (the provider's endpoint), or null. */
  card_tokenization_url: z.string().nullable(),
  /** How the diner types a card: `form`, ours, which posts it to `card_tokenization_url`; `hosted`,
   * the gateway's own page, which the payment's `redirect_url` opens (ADR 115); null: no gateway. */
  card_entry: z.enum(['form', 'hosted']).nullable(),
  /** PSE and Nequi ask the payer's e-mail and the acceptance of the gateway's terms
   * (`GET /payments/gateway/terms.json`): Wompi's transactions name their payer (ADR 115). */
  payer_required: z.boolean(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** GET /payments/gateway/terms.json: the gateway's own terms a payer accepts before PSE or Nequi. */
export const gatewayTermsSchema = z.object({
  terms_url: z.url(),
  personal_data_url: z.url().nullable(),
});
export type GatewayTerms = z.infer<typeof gatewayTermsSchema>;

export const pseBankSchema = z.object({ code: z.string(), name: z.string() });
export const pseBanksSchema = z.object({ banks: z.array(pseBankSchema) });
export type PseBank = z.infer<typeof pseBankSchema>;
