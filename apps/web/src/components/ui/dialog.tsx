import {
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { loadOnce } from '../../lib/load-once.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import type * as Radix from './dialog-radix.tsx';

// The dialogs' face: Radix Dialog and its helpers (about 13 KB gzip) load when the first dialog of
// a page opens, or when the browser is idle after the first render, never before it
// (docs/decisions/033-first-render-bytes.md). The dialog itself lives in dialog-radix.tsx.

type Module = typeof Radix;
type PartName = 'Dialog' | 'DialogClose' | 'DialogContent' | 'DialogTitle' | 'DialogDescription';

const radix = loadOnce(() => import('./dialog-radix.tsx'));

/** Loads the dialog code once; a failed load is tried again at the next call. */
export const loadDialog: () => Promise<Module> = radix.load;

// the five parts differ in props; each part passes its own props through untouched
type AnyPart = ComponentType<Record<string, unknown>>;
const lazyParts = Object.fromEntries(
  (['Dialog', 'DialogClose', 'DialogContent', 'DialogTitle', 'DialogDescription'] as const).map((name) => [
    name,
    lazy(async () => ({ default: (await loadDialog())[name] as unknown as AnyPart })),
  ]),
) as Record<PartName, LazyExoticComponent<AnyPart>>;

/** The loaded Radix part, or one that suspends until it is loaded. Each instance keeps the
 * component it started with, so a load never remounts an open dialog. */
function usePart(name: PartName): AnyPart {
  const [part] = useState<AnyPart>(
    () => (radix.loaded()?.[name] as unknown as AnyPart | undefined) ?? lazyParts[name],
  );
  return part;
}

/** A component that renders the Radix part `name` with the props it is given. Called once per
 * part, at module level below, so each part is one stable component. */
function part<N extends PartName>(name: N) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part when the module loads, never during a render
  function DialogPart(props: ComponentProps<Module[N]>) {
    const Part = usePart(name);
    return <Part {...props} />;
  }
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
  useEffect(() => whenIdle(() => void loadDialog().catch(() => {})), []);
  if (!props.open && !radix.loaded()) return null;
  return (
    <Suspense fallback={null}>
      <Root {...props} />
    </Suspense>
  );
}
