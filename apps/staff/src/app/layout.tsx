import type { StaffMe } from '@storefront/domain/staff/staff-session.schema';
import { SelectOptions } from '@storefront/ui/components/select-field.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { Navigate, NavLink, Outlet, useLocation } from '@storefront/ui/lib/router.tsx';
import { createContext, useContext, useEffect, useRef } from 'react';
import { consoleLangs, setConsoleLang } from '../i18n/i18n.ts';
import { PrinterAlert } from '../printing/printer-alert.tsx';
import { staffApi } from './api.ts';
import { useBranch } from './branch.ts';
import { can, meKey, screens, useMe } from './session.ts';

// The signed-in console: top bar with the role's navigation, branch, language and sign-out (on a
// phone two rows, at most 120 px of the screen: e2e/staff-phone.spec.ts); the screen below. Nobody
// signed in: the sign-in screen.

interface ConsoleContext {
  me: StaffMe;
  branch: string;
}
const Context = createContext<ConsoleContext | null>(null);

export function useConsole(): ConsoleContext {
  const value = useContext(Context);
  if (!value) throw new Error('useConsole outside the console layout');
  return value;
}

const selectClass = 'min-h-11 rounded-lg border border-white/40 bg-header px-2 text-on-header';

/** A select of the top bar (branch, language), named by a label for screen readers only. */
function BarSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex items-center gap-1">
      <span className="sr-only">{label}</span>
      <select className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions options={options} />
      </select>
    </label>
  );
}

const linkClass =
  'flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-lg px-3 font-semibold aria-[current=page]:bg-white/20';

/** The role's screens. On a phone one row that scrolls sideways, the open screen's link scrolled
 * into view, so the bar keeps to two rows (issue 52: seven links stacked took 400 of 844 px); from
 * md up the links wrap beside the branch and language. */
function ConsoleNav({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen is a new pathname
  useEffect(() => {
    ref.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav
      ref={ref}
      aria-label={t('nav.label')}
      className="-mx-3 flex gap-1 overflow-x-auto px-3 md:mx-0 md:flex-1 md:flex-wrap md:overflow-visible md:px-0"
    >
      {screens
        .filter((screen) => can(me, screen.permission))
        .map((screen) => (
          <NavLink key={screen.key} to={`/${screen.path}`} className={linkClass}>
            {t(`nav.${screen.key}`)}
          </NavLink>
        ))}
      {me.kind === 'user' && (
        <NavLink to="/account" className={linkClass}>
          {t('nav.account')}
        </NavLink>
      )}
    </nav>
  );
}

function SignedIn({ me }: { me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { branch, branches, choose } = useBranch(me);
  const signOut = async () => {
    await staffApi.signOut().catch(() => {});
    queryClient.setQueryData(meKey, null);
  };
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-10 bg-header text-on-header shadow-sm print:hidden">
        <div className="flex flex-col gap-1 px-3 py-1 md:flex-row md:flex-wrap md:items-center md:gap-2 md:py-2">
          <ConsoleNav me={me} />
          <div className="flex items-center gap-2">
            <BarSelect
              label={t('branch')}
              value={branch ?? ''}
              options={branches.map((b) => ({ value: b.slug, label: b.name }))}
              onChange={choose}
            />
            <BarSelect
              label={t('language')}
              value={i18n.language}
              options={consoleLangs.map((lang) => ({ value: lang, label: lang.toUpperCase() }))}
              onChange={(lang) => setConsoleLang(lang as 'es')}
            />
            <span className="hidden text-sm md:inline">
              {me.name || me.email || t(`roles.${me.role}`)} · {t(`roles.${me.role}`)}
            </span>
            <button
              type="button"
              onClick={() => void signOut()}
              className="ms-auto min-h-11 shrink-0 rounded-lg px-3 font-semibold underline md:ms-0"
            >
              {t('signOut')}
            </button>
          </div>
        </div>
      </header>
      {branch ? (
        <Context.Provider value={{ me, branch }}>
          {/* a printer that is not printing, for those who watch the kitchen or the tables (ADR 109) */}
          {can(me, 'orders.read') && <PrinterAlert branch={branch} />}
          <Outlet />
        </Context.Provider>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </div>
  );
}

export function ConsoleLayout() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <Spinner label={t('loading')} />;
  if (!me.data) return <Navigate to="/sign-in" replace />;
  return <SignedIn me={me.data} />;
}

/** /staff/: the first screen the role may open. */
export function Home() {
  const { me } = useConsole();
  const first = screens.find((screen) => can(me, screen.permission));
  return first ? <Navigate to={`/${first.path}`} replace /> : <Navigate to="/account" replace />;
}

/** A screen the role may not open says so instead of failing on every call. */
export function Guard({
  permission,
  children,
}: {
  permission: Parameters<typeof can>[1];
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { me } = useConsole();
  if (!can(me, permission)) {
    return (
      <p role="alert" className="p-6 text-lg">
        {t('forbidden')}
      </p>
    );
  }
  return children;
}
