import type { StaffMe } from '@storefront/domain/staff/staff-session.schema';
import { createContext, useContext } from 'react';
import { SelectOptions } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useQueryClient } from '../../../lib/query.tsx';
import { Navigate, NavLink, Outlet } from '../../../lib/router.tsx';
import { staffApi } from '../api.ts';
import { useBranch } from '../branch.ts';
import { consoleLangs, setConsoleLang } from '../i18n.ts';
import { can, meKey, screens, useMe } from '../session.ts';

// The signed-in console: top bar with the role's navigation, branch, language and sign-out; the
// screen below. Nobody signed in: the sign-in screen.

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
        <div className="flex flex-wrap items-center gap-2 px-3 py-2">
          <nav aria-label={t('nav.label')} className="flex flex-1 flex-wrap gap-1">
            {screens
              .filter((screen) => can(me, screen.permission))
              .map((screen) => (
                <NavLink
                  key={screen.key}
                  to={`/${screen.path}`}
                  className="flex min-h-11 items-center rounded-lg px-3 font-semibold aria-[current=page]:bg-white/20"
                >
                  {t(`nav.${screen.key}`)}
                </NavLink>
              ))}
            {me.kind === 'user' && (
              <NavLink
                to="/account"
                className="flex min-h-11 items-center rounded-lg px-3 font-semibold aria-[current=page]:bg-white/20"
              >
                {t('nav.account')}
              </NavLink>
            )}
          </nav>
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
          <span className="text-sm">
            {me.name || me.email || t(`roles.${me.role}`)} · {t(`roles.${me.role}`)}
          </span>
          <button
            type="button"
            onClick={() => void signOut()}
            className="min-h-11 rounded-lg px-3 font-semibold underline"
          >
            {t('signOut')}
          </button>
        </div>
      </header>
      {branch ? (
        <Context.Provider value={{ me, branch }}>
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
