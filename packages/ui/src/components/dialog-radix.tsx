import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, type ReactNode, useRef } from 'react';
import { Icon } from './icons.tsx';

// A thin wrapper over Radix Dialog: Radix traps focus while open, returns it to the element that
// had it on close, closes on Escape and hides the rest of the page from assistive technology.
// This file adds the overlay, the placement and a labelled close button, and gives the focus back
// to the element that had it before opening: Radix only returns it to a Dialog.Trigger, and the
// shell's dialogs open from the store.

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

type Placement = 'center' | 'left';

const placements: Readonly<Record<Placement, string>> = {
  center:
    'top-1/2 left-1/2 max-h-[90dvh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6 ' +
    'transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0',
  // spec §2 Layout: the left panel is full screen on mobile (under 980 px, spec §9)
  left:
    'inset-y-0 left-0 h-dvh w-full px-5 pt-4 pb-8 min-[980px]:max-w-sm ' +
    'transition-transform duration-300 starting:-translate-x-full',
};

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** Accessible name of the close button; omit it to render no close button. */
  closeLabel?: string;
  placement?: Placement;
  children: ReactNode;
}

export function DialogContent({
  closeLabel,
  placement = 'center',
  className = '',
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
      <RadixDialog.Content
        className={`fixed z-50 flex flex-col overflow-y-auto bg-page text-on-page shadow-xl focus:outline-none motion-reduce:transition-none ${placements[placement]} ${className}`}
        {...props}
        onOpenAutoFocus={(event) => {
          returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnFocus.current;
          returnFocus.current = null;
          if (event.defaultPrevented || !target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        {children}
        {closeLabel && (
          <RadixDialog.Close
            aria-label={closeLabel}
            className="absolute top-2 right-2 grid size-11 place-items-center rounded-full hover:bg-black/10"
          >
            <Icon name="close" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** Leave room (`pr-12`) when the content has a close button. */
export function DialogTitle({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={`text-xl font-bold text-title ${className}`} {...props} />;
}

export function DialogDescription({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={`text-muted ${className}`} {...props} />;
}
