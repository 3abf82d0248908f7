import type { BookingDeps } from './booking.deps.ts';
import { claimReminder, dueReminders, loadSettings } from './booking.repository.ts';
import { sendMessage } from './booking.service.ts';

// The reminder before a booking (docs/bookings.md): every few minutes the server looks for held bookings
// whose branch's `reminder_minutes` has come and sends each one message, once (reminded_at is set
// with a conditional update, so two servers never both send it).

export const REMINDER_SWEEP_MS = 5 * 60_000;
const LONGEST_REMINDER_MS = 7 * 24 * 60 * 60_000;

export async function sendDueReminders(deps: BookingDeps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const row of await dueReminders(deps.db, now, LONGEST_REMINDER_MS)) {
    const settings = await loadSettings(deps.db, row.instanceId, row.supplierId);
    if (!settings || row.startsAt.getTime() - now.getTime() > settings.reminder_minutes * 60_000) continue;
    if (!(await claimReminder(deps.db, row.id, now))) continue;
    await sendMessage(deps, row, 'reminder', null);
    sent += 1;
  }
  return sent;
}
