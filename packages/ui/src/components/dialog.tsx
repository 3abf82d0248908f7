import { type ComponentProps, type ComponentType, Suspense } from 'react';
import { lazyPart, useLoadWhenIdle } from '../lib/lazy-part.tsx';
import { loadOnce } from '../lib/load-once.ts';
import type * as Radix from './dialog-radix.tsx';

// The dialogs' face: Radix Dialog and its helpers (about 13 KB gzip) load when the first dialog of
// a page opens, or when the browser is idle after the first render, never before it
// (docs/decisions/033-first-render-bytes.md). The dialog itself lives in dialog-radix.tsx.

type Module = typeof Radix;
type PartName = 'Dialog' | 'DialogClose' | 'DialogContent' | 'DialogTitle' | 'DialogDescription';

const radix = loadOnce(() => import('./dialog-radix.tsx'));

/** Loads the dialog code once; a failed load is tried again at the next call. */
export const loadDialog: () => Promise<Module> = radix.load;

/** `true` once the dialog code has come, so a dialog opened now shows in the same render; else the
 * promise of its coming, asked for now. */
export function dialogReady(): true | Promise<unknown> {
  return radix.loaded() ? true : radix.load();
}

/** The Radix part `name`, rendered at once once its code has come (lib/lazy-part.tsx). */
function part<N extends PartName>(name: N) {
  const DialogPart = lazyPart(radix, (module) => module[name] as ComponentType<ComponentProps<Module[N]>>);
  DialogPart.displayName = name;
  return DialogPart;
}

const Root = part('Dialog');
export const DialogClose = part('DialogClose');
export const DialogContent = part('DialogContent');
export const DialogTitle = part('DialogTitle');
export const DialogDescription = part('DialogDescription');

/** Radix's `Dialog.Root`, always controlled here: a closed dialog whose code has not loaded yet
 * renders nothing and asks for the code when the browser is idle. */
export function Dialog(props: ComponentProps<Module['Dialog']>) {
  useLoadWhenIdle(radix);
  if (!props.open && !radix.loaded()) return null;
  return (
    <Suspense fallback={null}>
      <Root {...props} />
    </Suspense>
  );
}
