import type { TableInit } from '@storefront/domain/on-table/on-table.schema';
import { type FormEvent, useId, useState } from 'react';
import { largeButtonClass } from '../../../components/ui/button.ts';
import { TextField } from '@storefront/ui/components/text-field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

export interface JoinChoice {
  nickname: string | null;
  place_number: string | null;
}

/** Who is ordering (a nickname the others at the table see) and, at a cinema seat or box, its
 * number; then the diner joins the table's order or starts it (docs/decisions/014-on-table-classes.md). Where strangers share
 * the code (seats, boxes, counters) each diner's order is their own, and it says so. */
export function JoinTableForm({
  init,
  defaultNickname,
  busy,
  onJoin,
}: {
  init: TableInit;
  defaultNickname: string | null;
  busy: boolean;
  onJoin(choice: JoinChoice): void;
}) {
  const { t } = useTranslation('on-table');
  const [nickname, setNickname] = useState(defaultNickname ?? '');
  const [placeNumber, setPlaceNumber] = useState('');
  const nicknameId = useId();
  const numberId = useId();
  const open = init.open_purchase;
  const kind = init.table.kind;

  function submit(event: FormEvent) {
    event.preventDefault();
    onJoin({ nickname: nickname.trim() || null, place_number: placeNumber.trim() || null });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <p>
        {open && open.members > 0
          ? t('join.others', { count: open.members, table: init.table.label })
          : t(init.table.shared ? 'join.first' : 'join.first_own', { table: init.table.label })}
      </p>
      <TextField
        id={nicknameId}
        label={t('join.nickname')}
        hint={t(init.table.shared ? 'join.nickname_hint' : 'join.nickname_hint_own')}
        value={nickname}
        maxLength={40}
        autoComplete="nickname"
        required={init.table.shared}
        onChange={(event) => setNickname(event.target.value)}
      />
      {init.table.asks_number && (
        <TextField
          id={numberId}
          label={t(kind === 'box' ? 'join.box_number' : 'join.seat_number')}
          value={placeNumber}
          maxLength={20}
          required
          onChange={(event) => setPlaceNumber(event.target.value)}
        />
      )}
      <button type="submit" disabled={busy} className={largeButtonClass}>
        {open && open.members > 0 ? t('join.join') : t('join.start')}
      </button>
    </form>
  );
}
