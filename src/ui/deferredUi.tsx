/**
 * The UI the first board does not need, as two chunks (bundle budget: README's bench table):
 * `deferredOverlays.ts` (dialogs, notices, readouts, replay bar, result card) and `deferredPanels.ts`
 * (the side panel's other tabs and the selected figure's details). `AfterFirstScreen` mounts its
 * children once the first screen is up (store/firstScreen.ts), which fetches the chunks, or at once
 * when `now` (a dialog opened, a load failed); once fetched, every later mount renders synchronously.
 */
import { lazy, Suspense, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useFirstScreenShown } from '../store/firstScreen';
import type { StoreState } from '../store/storeState';

interface Chunk<M> {
  load(): Promise<M>;
  loaded(): M | null;
}

function chunk<M>(importer: () => Promise<M>): Chunk<M> {
  let promise: Promise<M> | null = null;
  let module: M | null = null;
  return {
    load: () => (promise ??= importer().then((m) => (module = m))),
    loaded: () => module,
  };
}

const overlays = chunk(() => import('./deferredOverlays'));
const panels = chunk(() => import('./deferredPanels'));

/** Fetch both chunks (the app awaits this before it installs the test API). */
export function preloadDeferredUi(): Promise<unknown> {
  return Promise.all([overlays.load(), panels.load()]);
}

/**
 * A component of a chunk: `React.lazy` while the chunk is not fetched yet, the component itself once
 * it is (the choice is kept for the mount's life, so a mount never switches and loses its state).
 */
function deferred<M, P extends object>(from: Chunk<M>, pick: (m: M) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: pick(await from.load()) }));
  function Deferred(props: P) {
    const [module] = useState(() => from.loaded());
    const Component = module === null ? (Lazy as unknown as ComponentType<P>) : pick(module);
    return <Component {...props} />;
  }
  return Deferred;
}

export const DragReadout = deferred(overlays, (m) => m.DragReadout);
export const ErrorPanel = deferred(overlays, (m) => m.ErrorPanel);
export const GameOverNotice = deferred(overlays, (m) => m.GameOverNotice);
export const HandoverScreen = deferred(overlays, (m) => m.HandoverScreen);
export const KeyboardHelp = deferred(overlays, (m) => m.KeyboardHelp);
export const MeasureReadout = deferred(overlays, (m) => m.MeasureReadout);
export const NewGameDialog = deferred(overlays, (m) => m.NewGameDialog);
export const ReplayBar = deferred(overlays, (m) => m.ReplayBar);
export const ResultCard = deferred(overlays, (m) => m.ResultCard);
export const SavedGamesDialog = deferred(overlays, (m) => m.SavedGamesDialog);
export const SaveFailureNotice = deferred(overlays, (m) => m.SaveFailureNotice);
export const ScenarioIntro = deferred(overlays, (m) => m.ScenarioIntro);
export const ScenarioPickerDialog = deferred(overlays, (m) => m.ScenarioPickerDialog);
export const TouchDragControls = deferred(overlays, (m) => m.TouchDragControls);
export const UnitDragReadout = deferred(overlays, (m) => m.UnitDragReadout);

export const DiceLogPanel = deferred(panels, (m) => m.DiceLogPanel);
export const DiceTray = deferred(panels, (m) => m.DiceTray);
export const FigureActions = deferred(panels, (m) => m.FigureActions);
export const FigureCard = deferred(panels, (m) => m.FigureCard);
export const GameLogPanel = deferred(panels, (m) => m.GameLogPanel);
export const Legend = deferred(panels, (m) => m.Legend);
export const LosPanel = deferred(panels, (m) => m.LosPanel);
export const RosterPanel = deferred(panels, (m) => m.RosterPanel);

/** A dialog is open or a load failed: what shows it is needed now, first screen or not. */
export const overlayNeededNow = (s: StoreState): boolean => s.dialog !== null || s.loadProblems !== null;

/** Its children once the first screen is up, or at once with `now`; nothing (not even a placeholder) until then. */
export function AfterFirstScreen({ now = false, children }: { readonly now?: boolean; readonly children: ReactNode }) {
  const shown = useFirstScreenShown();
  return shown || now ? <Suspense fallback={null}>{children}</Suspense> : null;
}
