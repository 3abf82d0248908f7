import type { Lang } from '../venue/venue.schema.ts';

// The platform console's words in the storefront's three languages (its pages are served by the
// server on the platform's own host, as the platform's directory is: docs/decisions/123-platform-console.md).

export interface ConsoleWords {
  title: string;
  signIn: string;
  email: string;
  password: string;
  signInButton: string;
  signOut: string;
  badSignIn: string;
  setPassword: string;
  yourName: string;
  newPassword: string;
  save: string;
  badInvitation: string;
  venues: string;
  noVenues: string;
  venue: string;
  status: string;
  active: string;
  locked: string;
  removing: string;
  lastOrder: string;
  never: string;
  errorsLastHour: string;
  newVenue: string;
  name: string;
  address: string;
  country: string;
  branchSlug: string;
  branchLabel: string;
  ownerEmail: string;
  domains: string;
  domainsHint: string;
  create: string;
  created: string;
  invitationLink: string;
  lock: string;
  unlock: string;
  reason: string;
  export: string;
  remove: string;
  removeHint: string;
  keep: string;
  removalDue: string;
  slugTaken: string;
  domainTaken: string;
  fixErrors: string;
  back: string;
  countries: Record<string, string>;
}

const es: ConsoleWords = {
  title: 'Consola de la plataforma',
  signIn: 'Ingresar a la consola',
  email: 'Correo',
  password: 'Contraseña',
  signInButton: 'Ingresar',
  signOut: 'Salir',
  badSignIn: 'El correo o la contraseña no son correctos.',
  setPassword: 'Crea tu contraseña',
  yourName: 'Tu nombre',
  newPassword: 'Contraseña nueva (10 caracteres o más)',
  save: 'Guardar e ingresar',
  badInvitation: 'La invitación no es válida o venció. Pide una nueva.',
  venues: 'Comercios',
  noVenues: 'Aún no hay comercios.',
  venue: 'Comercio',
  status: 'Estado',
  active: 'Activo',
  locked: 'Bloqueado',
  removing: 'Se eliminará',
  lastOrder: 'Último pedido',
  never: 'Nunca',
  errorsLastHour: 'Errores (última hora)',
  newVenue: 'Nuevo comercio',
  name: 'Nombre',
  address: 'Dirección',
  country: 'País',
  branchSlug: 'Dirección web de la primera sede (por ejemplo centro)',
  branchLabel: 'Nombre de la primera sede',
  ownerEmail: 'Correo del dueño',
  domains: 'Dominios propios (opcional)',
  domainsHint: 'Uno por línea. El subdominio de la plataforma siempre funciona.',
  create: 'Crear comercio',
  created: 'Comercio creado. Envía este enlace al dueño para que cree su contraseña:',
  invitationLink: 'Enlace de invitación',
  lock: 'Bloquear',
  unlock: 'Desbloquear',
  reason: 'Motivo',
  export: 'Exportar (JSON)',
  remove: 'Eliminar',
  removeHint: 'Se bloquea ahora y sus datos se borran en {days} días, salvo que lo conserves.',
  keep: 'Conservar',
  removalDue: 'Se elimina el {date}',
  slugTaken: 'Ya existe un comercio con esa dirección.',
  domainTaken: 'Ese dominio ya es de otro comercio.',
  fixErrors: 'Revisa los campos marcados.',
  back: 'Volver a los comercios',
  countries: { CO: 'Colombia', MX: 'México', BR: 'Brasil', CL: 'Chile', PE: 'Perú' },
};

const en: ConsoleWords = {
  title: 'Platform console',
  signIn: 'Sign in to the console',
  email: 'E-mail',
  password: 'Password',
  signInButton: 'Sign in',
  signOut: 'Sign out',
  badSignIn: 'The e-mail or the password is not right.',
  setPassword: 'Set your password',
  yourName: 'Your name',
  newPassword: 'New password (at least 10 characters)',
  save: 'Save and sign in',
  badInvitation: 'The invitation is not valid or has expired. Ask for a new one.',
  venues: 'Venues',
  noVenues: 'No venues yet.',
  venue: 'Venue',
  status: 'Status',
  active: 'Active',
  locked: 'Locked',
  removing: 'To be removed',
  lastOrder: 'Last order',
  never: 'Never',
  errorsLastHour: 'Errors (last hour)',
  newVenue: 'New venue',
  name: 'Name',
  address: 'Web address',
  country: 'Country',
  branchSlug: 'Web address of the first branch (for example centro)',
  branchLabel: 'Name of the first branch',
  ownerEmail: "Owner's e-mail",
  domains: 'Own domains (optional)',
  domainsHint: "One per line. The platform's subdomain always works.",
  create: 'Create venue',
  created: 'Venue created. Send this link to the owner to set their password:',
  invitationLink: 'Invitation link',
  lock: 'Lock',
  unlock: 'Unlock',
  reason: 'Reason',
  export: 'Export (JSON)',
  remove: 'Remove',
  removeHint: 'It is locked now and its data is deleted in {days} days, unless you keep it.',
  keep: 'Keep',
  removalDue: 'Removed on {date}',
  slugTaken: 'A venue with that address already exists.',
  domainTaken: 'That domain belongs to another venue.',
  fixErrors: 'Check the marked fields.',
  back: 'Back to the venues',
  countries: { CO: 'Colombia', MX: 'Mexico', BR: 'Brazil', CL: 'Chile', PE: 'Peru' },
};

const pt: ConsoleWords = {
  title: 'Console da plataforma',
  signIn: 'Entrar no console',
  email: 'E-mail',
  password: 'Senha',
  signInButton: 'Entrar',
  signOut: 'Sair',
  badSignIn: 'O e-mail ou a senha não estão corretos.',
  setPassword: 'Crie sua senha',
  yourName: 'Seu nome',
  newPassword: 'Nova senha (10 caracteres ou mais)',
  save: 'Salvar e entrar',
  badInvitation: 'O convite não é válido ou expirou. Peça um novo.',
  venues: 'Estabelecimentos',
  noVenues: 'Ainda não há estabelecimentos.',
  venue: 'Estabelecimento',
  status: 'Situação',
  active: 'Ativo',
  locked: 'Bloqueado',
  removing: 'Será removido',
  lastOrder: 'Último pedido',
  never: 'Nunca',
  errorsLastHour: 'Erros (última hora)',
  newVenue: 'Novo estabelecimento',
  name: 'Nome',
  address: 'Endereço web',
  country: 'País',
  branchSlug: 'Endereço web da primeira unidade (por exemplo centro)',
  branchLabel: 'Nome da primeira unidade',
  ownerEmail: 'E-mail do dono',
  domains: 'Domínios próprios (opcional)',
  domainsHint: 'Um por linha. O subdomínio da plataforma sempre funciona.',
  create: 'Criar estabelecimento',
  created: 'Estabelecimento criado. Envie este link ao dono para criar a senha:',
  invitationLink: 'Link do convite',
  lock: 'Bloquear',
  unlock: 'Desbloquear',
  reason: 'Motivo',
  export: 'Exportar (JSON)',
  remove: 'Remover',
  removeHint: 'Fica bloqueado agora e seus dados são apagados em {days} dias, a menos que você o mantenha.',
  keep: 'Manter',
  removalDue: 'Removido em {date}',
  slugTaken: 'Já existe um estabelecimento com esse endereço.',
  domainTaken: 'Esse domínio é de outro estabelecimento.',
  fixErrors: 'Confira os campos marcados.',
  back: 'Voltar aos estabelecimentos',
  countries: { CO: 'Colômbia', MX: 'México', BR: 'Brasil', CL: 'Chile', PE: 'Peru' },
};

export const consoleWords: Readonly<Record<Lang, ConsoleWords>> = { es, en, pt };
