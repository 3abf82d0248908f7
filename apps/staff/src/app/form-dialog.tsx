import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@storefront/ui/components/dialog.tsx';
import type { ReactNode } from 'react';
import { SubmitForm, type useSubmit } from './form.tsx';

// A dialog that asks before money moves (closing a bill with money owed, a refund): its title, what
// it is about, the form and its confirm button, and a way back that changes nothing. The form's
// refusal is announced in it and takes the focus (useSubmit).

export function FormDialog({
  title,
  description,
  submit,
  keep,
  form,
  onClose,
  children,
}: {
  title: string;
  description: string;
  /** The confirm button's words. */
  submit: string;
  /** The way back's words (also the close button's name). */
  keep: string;
  form: ReturnType<typeof useSubmit>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={keep}>
        <DialogTitle className="pr-12">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-on-page">{description}</DialogDescription>
        <div className="mt-4">
          <SubmitForm
            form={form}
            submit={submit}
            after={
              <button type="button" onClick={onClose} className="min-h-11 underline">
                {keep}
              </button>
            }
          >
            {children}
          </SubmitForm>
        </div>
      </DialogContent>
    </Dialog>
  );
}
