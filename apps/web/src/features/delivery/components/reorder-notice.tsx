import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useEffect, useState } from 'react';
import { type ReorderNotice as Notice, reorderSentences } from '../model/reorder-notice.ts';

/** What "Order again" did, in a polite live region. Its words arrive just after the region is on the
 * page: a screen reader announces a change to a live region, not one that mounts with its text. */
export function ReorderNotice({
  notice,
  lang,
  currency,
}: {
  notice: Notice;
  lang: string;
  currency: string;
}) {
  const { t } = useTranslation('delivery');
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const sentences = mounted ? reorderSentences(notice, t, lang, currency) : [];
  return (
    <div role="status" aria-live="polite" className="mt-3 rounded-lg border border-line p-3">
      {sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </div>
  );
}
