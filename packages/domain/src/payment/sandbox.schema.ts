import { z } from 'zod';

// The built-in sandbox gateway's own wire format (docs/payments.md). Only the card form talks to
// it directly: it posts the card to the tokenization endpoint and gets a token back, so the card
// number and CVC never pass through our API.

/** POST /sandbox/cards/tokens */
export const sandboxCardTokenBody = z.object({
  holder_name: z.string().min(1).max(120),
  number: z.string().regex(/^[\d\s-]{12,23}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  holder_id: z.string().min(1).max(20),
});
export type SandboxCardTokenBody = z.infer<typeof sandboxCardTokenBody>;

export const sandboxCardTokenSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type SandboxCardToken = z.infer<typeof sandboxCardTokenSchema>;
