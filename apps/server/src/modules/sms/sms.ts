// SMS behind an adapter (architecture §8). The default keeps every message in the sms_outbox table
// and writes it to the log, so a machine without an SMS provider (or internet) still works.

export interface SmsMessage {
  instanceId: number;
  /** E.164, like +573001234567. */
  phone: string;
  body: string;
}

export interface SmsSender {
  /** `outbox` keeps messages readable by the sandbox inbox; other senders deliver them. */
  readonly kind: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}
