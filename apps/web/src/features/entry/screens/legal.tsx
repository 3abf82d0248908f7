import { isLegalDocument, legalTextFor } from '@storefront/domain/venue/legal.rules';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useParams } from '@storefront/ui/lib/router.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { useVenue } from '../../../core/venue/model/venue-context.tsx';
import { useContentLang } from '../../../i18n/use-content-lang.ts';
import { useLegalTexts } from '../api/legal.ts';

/** `/legal/{document}` (ADR 110): the venue's terms of use or privacy notice, as its owner wrote
 * them in the back office: plain text, its paragraphs kept, in the diner's language where written. */
export default function LegalScreen() {
  const { t } = useTranslation('shell');
  const { document = '' } = useParams();
  const venue = useVenue();
  const lang = useContentLang();
  const texts = useLegalTexts();
  if (!isLegalDocument(document)) return <NotFoundScreen />;
  const title = t(`legal.${document}`);
  const shown = texts.data ? legalTextFor(texts.data[document], lang, venue.language) : null;
  return (
    <ScreenSection titleId="legal-title" title={title}>
      <p className="text-muted">{venue.name}</p>
      {texts.isPending ? (
        <Spinner label={t('common:app.loading')} />
      ) : texts.isError ? (
        <div role="alert" className="mt-4 flex flex-col items-start gap-3">
          <p>{t('common:app.load_failed')}</p>
          <button type="button" onClick={() => void texts.refetch()} className={buttonClass}>
            {t('common:app.retry')}
          </button>
        </div>
      ) : shown ? (
        <div lang={shown.lang} className="mt-4 max-w-prose whitespace-pre-line break-words">
          {shown.text}
        </div>
      ) : (
        <p className="mt-4">{t('legal.missing')}</p>
      )}
    </ScreenSection>
  );
}
