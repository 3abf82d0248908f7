import type { ConsoleWords } from '@storefront/domain/platform/console-words';
import { REMOVAL_RETENTION_DAYS, templateCountries } from '@storefront/domain/platform/new-venue.rules';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import type { VenueListRow } from './platform.repository.ts';

// The platform console's pages (docs/decisions/123-platform-console.md): plain HTML forms served by
// the server on the console's host, readable and usable without a script, in the operator's
// browser language; each field labelled, an error named beside its field and summed up first.

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #fff8ef; color: #1d1d1d; }
  header { background: #7a2417; color: #fff; padding: 12px 20px; display: flex; justify-content: space-between; align-items: center; gap: 12px; }
  header h1 { margin: 0; font-size: 1.25rem; }
  main { max-width: 72rem; margin: 0 auto; padding: 20px; display: flex; flex-direction: column; gap: 24px; }
  h2 { color: #3b1a12; margin: 0 0 8px; }
  /* the venues' table scrolls inside its own box on a narrow screen: the page never grows wider
     than the screen (a wider page is zoomed out on a phone, and its form is hard to reach) */
  main > * { min-width: 0; }
  .scroll { overflow-x: auto; max-width: 100%; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #e4d8c8; vertical-align: top; }
  form.stack { display: flex; flex-direction: column; gap: 12px; max-width: 32rem; }
  form.inline { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; margin: 4px 0; }
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; }
  input, select, textarea { font: inherit; padding: 8px; min-height: 24px; border: 1px solid #8a7b6b; border-radius: 8px; background: #fff; }
  button { font: inherit; font-weight: 700; min-height: 44px; min-width: 44px; padding: 8px 16px; border-radius: 8px; border: 0; background: #9a2b1b; color: #fff; cursor: pointer; }
  button.quiet { background: #f1e6d8; color: #3b1a12; }
  header button { background: #fff; color: #7a2417; }
  a { color: #7a2417; font-weight: 600; }
  .error { color: #b00020; font-weight: 600; }
  .notice { background: #fff; border: 2px solid #2f6b2f; border-radius: 8px; padding: 12px; word-break: break-all; }
  .hint { font-weight: 400; color: #5a4a3a; font-size: .9rem; }
  :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;

export function page(
  lang: Lang,
  words: ConsoleWords,
  title: string,
  body: string,
  signedIn: boolean,
): string {
  const signOut = signedIn
    ? `<form method="post" action="/sign-out"><button type="submit">${escapeHtml(words.signOut)}</button></form>`
    : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(words.title)}</title><meta name="robots" content="noindex"><style>${STYLE}</style></head><body><header><h1>${escapeHtml(words.title)}</h1>${signOut}</header><main>${body}</main></body></html>`;
}

const fieldError = (id: string, message: string | undefined) =>
  message ? `<span class="error" id="${id}-error">${escapeHtml(message)}</span>` : '';
const described = (id: string, message: string | undefined) =>
  message ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';

/** An error summary first, each error linked to its field, so the first is one tab away. */
function summary(words: ConsoleWords, errors: Record<string, string>): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return '';
  return `<div role="alert" class="error"><p>${escapeHtml(words.fixErrors)}</p><ul>${entries
    .map(([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`)
    .join('')}</ul></div>`;
}

export function signInPage(words: ConsoleWords, error: string | null, email = ''): string {
  return `<h2>${escapeHtml(words.signIn)}</h2>${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
  <form class="stack" method="post" action="/sign-in">
    <label for="email">${escapeHtml(words.email)}<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"></label>
    <label for="password">${escapeHtml(words.password)}<input id="password" name="password" type="password" autocomplete="current-password" required></label>
    <button type="submit">${escapeHtml(words.signInButton)}</button>
  </form>`;
}

export function invitationPage(words: ConsoleWords, token: string, error: string | null): string {
  return `<h2>${escapeHtml(words.setPassword)}</h2>${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
  <form class="stack" method="post" action="/invitation">
    <input type="hidden" name="token" value="${escapeHtml(token)}">
    <label for="name">${escapeHtml(words.yourName)}<input id="name" name="name" autocomplete="name" required maxlength="120"></label>
    <label for="password">${escapeHtml(words.newPassword)}<input id="password" name="password" type="password" autocomplete="new-password" minlength="10" required></label>
    <button type="submit">${escapeHtml(words.save)}</button>
  </form>`;
}

export interface NewVenueForm {
  values: Record<string, string>;
  errors: Record<string, string>;
}

function venueRow(words: ConsoleWords, lang: Lang, venue: VenueListRow): string {
  const date = (value: Date) =>
    value.toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const status =
    venue.removalDueAt !== null
      ? `${words.removing}: ${words.removalDue.replace('{date}', date(venue.removalDueAt))}`
      : venue.status === 'locked'
        ? words.locked
        : words.active;
  const slug = escapeHtml(venue.slug);
  const reasonId = (what: string) => `${what}-${slug}`;
  const actions =
    venue.status === 'locked'
      ? `<form class="inline" method="post" action="/venues/${slug}/unlock"><button type="submit" aria-label="${escapeHtml(`${words.unlock} ${venue.name}`)}">${escapeHtml(words.unlock)}</button></form>`
      : `<form class="inline" method="post" action="/venues/${slug}/lock"><label for="${reasonId('lock')}">${escapeHtml(words.reason)}<input id="${reasonId('lock')}" name="reason" required minlength="3" maxlength="300"></label><button type="submit" aria-label="${escapeHtml(`${words.lock} ${venue.name}`)}">${escapeHtml(words.lock)}</button></form>`;
  const removal =
    venue.removalDueAt !== null
      ? `<form class="inline" method="post" action="/venues/${slug}/unlock"><button class="quiet" type="submit" aria-label="${escapeHtml(`${words.keep} ${venue.name}`)}">${escapeHtml(words.keep)}</button></form>`
      : `<form class="inline" method="post" action="/venues/${slug}/remove"><label for="${reasonId('remove')}">${escapeHtml(words.reason)}<input id="${reasonId('remove')}" name="reason" required minlength="3" maxlength="300"><span class="hint">${escapeHtml(words.removeHint.replace('{days}', String(REMOVAL_RETENTION_DAYS)))}</span></label><button class="quiet" type="submit" aria-label="${escapeHtml(`${words.remove} ${venue.name}`)}">${escapeHtml(words.remove)}</button></form>`;
  return `<tr>
    <th scope="row">${escapeHtml(venue.name)}<br><span class="hint">${slug} · ${escapeHtml(words.countries[venue.countryCode] ?? venue.countryCode)}</span></th>
    <td>${escapeHtml(status)}${venue.lockedReason ? `<br><span class="hint">${escapeHtml(venue.lockedReason)}</span>` : ''}</td>
    <td>${venue.lastOrderAt ? escapeHtml(date(venue.lastOrderAt)) : escapeHtml(words.never)}</td>
    <td>${venue.errorsLastHour}</td>
    <td>${actions}${removal}<a href="/venues/${slug}/export.json" download="${slug}.json">${escapeHtml(words.export)}<span class="hint"> (${escapeHtml(venue.name)})</span></a></td>
  </tr>`;
}

export function venuesPage(
  words: ConsoleWords,
  lang: Lang,
  venues: VenueListRow[],
  form: NewVenueForm,
  created: { slug: string; link: string } | null,
): string {
  const v = (name: string) => escapeHtml(form.values[name] ?? '');
  const e = form.errors;
  const text = (name: string, label: string, extra = '') =>
    `<label for="${name}">${escapeHtml(label)}<input id="${name}" name="${name}" value="${v(name)}"${described(name, e[name])}${extra}>${fieldError(name, e[name])}</label>`;
  const options = templateCountries
    .map(
      (code) =>
        `<option value="${code}"${form.values.country_code === code ? ' selected' : ''}>${escapeHtml(words.countries[code] ?? code)}</option>`,
    )
    .join('');
  const table =
    venues.length === 0
      ? `<p>${escapeHtml(words.noVenues)}</p>`
      : `<div class="scroll" tabindex="0"><table><caption class="hint">${escapeHtml(words.venues)}</caption><thead><tr><th scope="col">${escapeHtml(words.venue)}</th><th scope="col">${escapeHtml(words.status)}</th><th scope="col">${escapeHtml(words.lastOrder)}</th><th scope="col">${escapeHtml(words.errorsLastHour)}</th><th scope="col"><span class="hint">—</span></th></tr></thead><tbody>${venues.map((venue) => venueRow(words, lang, venue)).join('')}</tbody></table></div>`;
  const notice = created
    ? `<div class="notice" role="status"><p>${escapeHtml(words.created)}</p><p><a href="${escapeHtml(created.link)}">${escapeHtml(words.invitationLink)}: ${escapeHtml(created.slug)}</a></p><p><code>${escapeHtml(created.link)}</code></p></div>`
    : '';
  return `${notice}<section aria-labelledby="venues"><h2 id="venues">${escapeHtml(words.venues)}</h2>${table}</section>
  <section aria-labelledby="new-venue"><h2 id="new-venue">${escapeHtml(words.newVenue)}</h2>${summary(words, e)}
  <form class="stack" method="post" action="/venues" novalidate>
    ${text('name', words.name, ' required maxlength="120"')}
    ${text('slug', words.address, ' required maxlength="63" autocapitalize="none"')}
    <label for="country_code">${escapeHtml(words.country)}<select id="country_code" name="country_code"${described('country_code', e.country_code)}>${options}</select>${fieldError('country_code', e.country_code)}</label>
    ${text('branch_label', words.branchLabel, ' required maxlength="120"')}
    ${text('branch_slug', words.branchSlug, ' required maxlength="63" autocapitalize="none"')}
    ${text('owner_email', words.ownerEmail, ' type="email" required autocomplete="off"')}
    <label for="domains">${escapeHtml(words.domains)}<span class="hint">${escapeHtml(words.domainsHint)}</span><textarea id="domains" name="domains" rows="2"${described('domains', e.domains)}>${v('domains')}</textarea>${fieldError('domains', e.domains)}</label>
    <button type="submit">${escapeHtml(words.create)}</button>
  </form></section>`;
}
