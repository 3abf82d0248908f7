import { useEffect } from 'react';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { loginSmartLink } from '../../../core/session/api/profiles.ts';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useNavigate, useParams } from '@storefront/ui/lib/router.tsx';
import { useUiStore } from '../../../lib/ui-store.ts';

/** `/{supplier_id}/sl/{profile_id}/{token}[/{purchase_id}]`: logs the profile in, then continues
 * to the branch or the purchase (spec §2, §6). */
export default function SmartLinkScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { supplierSlug = '', profileId = '', token = '', purchaseId } = useParams();
  const setProfile = useDinerStore((s) => s.setProfile);
  const setBranch = useDinerStore((s) => s.setBranch);
  const showError = useUiStore((s) => s.showError);

  useEffect(() => {
    let cancelled = false;
    loginSmartLink(profileId, token)
      .then((profile) => {
        if (cancelled) return;
        setProfile(profile);
        setBranch(supplierSlug);
        const next = purchaseId
          ? paths.myOrder.getHref({ supplierSlug, purchaseId })
          : paths.home.getHref({ supplierSlug });
        navigate(next, { replace: true });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        showError({ key: error instanceof ApiError ? error.key : 'unauthorized' });
        navigate(paths.home.getHref({ supplierSlug }), { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [profileId, token, supplierSlug, purchaseId, navigate, setProfile, setBranch, showError]);

  return <Spinner label={t('smart_link.signing_in')} />;
}
