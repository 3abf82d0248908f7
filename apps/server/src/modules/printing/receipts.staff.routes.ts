import { staffOrderParams } from '@storefront/domain/on-table/staff.schema';
import { columnsOf, receiptEmailSchema, receiptPageSchema } from '@storefront/domain/printing/printer.schema';
import { linesAsText } from '@storefront/domain/printing/ticket.rules';
import { ticketWords } from '@storefront/domain/printing/ticket-words';
import { type Lang, langSchema } from '@storefront/domain/venue/venue.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers } from '../../lib/http.ts';
import type { EmailSender } from '../email/email.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { getInstance } from '../venue/venue.repository.ts';
import { receiptLines } from './print-content.ts';

// A customer's receipt without a printer (issue 54 part 4, ADR 109): the lines an 80 mm receipt
// printer would print, for the console's printable page, and the same text by e-mail through the
// e-mail outbox. Whoever closes bills (`bills.close`).

const PAGE_PAPER = 80;

export const receiptsStaffRoutes: FastifyPluginAsyncZod<{ email: EmailSender }> = async (app, { email }) => {
  const tags = ['staff', 'printers'];

  /** The receipt's lines, or 404 for an order of another venue or with nothing on it. */
  async function linesOf(instanceId: number, purchase: string) {
    const lines = await receiptLines(app.db, instanceId, purchase, PAGE_PAPER).catch(() => null);
    if (!lines) throw new AppError(404, 'not_found');
    return lines;
  }

  app.get(
    '/staff/orders/:purchase/receipt.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          "The customer's receipt of an order as lines of 48 columns, for a page printed on any printer",
        headers: staffHeaders,
        params: staffOrderParams,
        response: { 200: receiptPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const lines = await linesOf(instanceId, request.params.purchase);
      return {
        columns: columnsOf(PAGE_PAPER),
        lines: lines.map(({ text, align, bold }) => ({
          text,
          ...(align ? { align } : {}),
          ...(bold ? { bold } : {}),
        })),
      };
    },
  );

  app.post(
    '/staff/orders/:purchase/receipt_email.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          "Send the customer's receipt of an order by e-mail (the e-mail outbox), in the venue's language",
        headers: staffHeaders,
        params: staffOrderParams,
        body: receiptEmailSchema,
        response: { 200: z.object({ sent: z.literal(true) }), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const lines = await linesOf(instanceId, request.params.purchase);
      const instance = (await getInstance(app.db, instanceId))!;
      const parsed = langSchema.safeParse(instance.language);
      const lang: Lang = parsed.success ? parsed.data : 'es';
      await email.send({
        instanceId,
        to: request.body.to,
        subject: `${instance.name}: ${ticketWords[lang].receiptSubject}`,
        body: linesAsText(lines, columnsOf(PAGE_PAPER)),
      });
      return { sent: true as const };
    },
  );
};
