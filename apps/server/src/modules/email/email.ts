// E-mail behind an adapter (architecture §8), like SMS: the default keeps every message in the
// email_outbox table and writes it to the log, so a machine without a mail provider still works.

export interface EmailMessage {
  instanceId: number;
  to: string;
  subject: string;
  body: string;
}

export interface EmailSender {
  readonly kind: 'outbox';
  send(message: EmailMessage): Promise<void>;
}
