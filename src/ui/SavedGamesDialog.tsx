import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { StorageInfo } from '../store/browserGameStorage';
import { gameListStatus, saveMeta } from '../store/gameRecord';
import type { SavedGameMeta } from '../store/gameStorage';
import { useSkirmishStore } from '../store/store';
import { downloadText, saveFileName } from './downloadFile';
import { asSaveFailure } from './saveFailure';

/** "12 Mar 2026, 14:05" in the player's language (Intl); the raw date if Intl refuses the language. */
export function formatSavedAt(i18n: I18n, ms: number): string {
  const date = new Date(ms);
  try {
    return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

/**
 * The save text of a game in the list, indented for people (the store keeps it compact).
 */
async function savedGameText(id: string): Promise<string | null> {
  const text = await useSkirmishStore.getState().savedGameText(id);
  if (text === null) return null;
  try {
    // Stored compactly; the player's file is indented, like Export's.
    return `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
  } catch {
    return text;
  }
}

const LIST: CSSProperties = { listStyle: 'none', margin: '0.5rem 0', padding: 0, display: 'flex', flexDirection: 'column', gap: '0.5rem', maxHeight: '60vh', overflowY: 'auto' };
const ROW: CSSProperties = { padding: '0.5rem 0.6rem', border: '1px solid #5a4128', borderRadius: '4px' };
const FACTS: CSSProperties = { margin: '0.2rem 0', fontSize: '0.9rem', opacity: 0.85 };
const ACTIONS: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.35rem', marginTop: '0.3rem' };
const MARK: CSSProperties = { marginLeft: '0.5rem', fontSize: '0.8rem', padding: '0 0.35rem', borderRadius: '3px', border: '1px solid currentColor' };

function SavedGameRow({ meta: stored, current }: { meta: SavedGameMeta; current: boolean }) {
  const { t, i18n } = useTranslation();
  // The game open now is described as it stands (a write may still be waiting), so its steps are
  // those its replay shows (bug 16).
  const game = useSkirmishStore((s) => (current ? s.game : null));
  const meta = useMemo(() => (game === null ? stored : saveMeta(game, stored.updatedAtMs)), [game, stored]);
  const status = gameListStatus(meta, current);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const store = useSkirmishStore.getState;

  // On failure the error panel lists the problems (as a saved game's): close the list so it is not hidden behind it.
  const failed = () => {
    const failure = store().loadProblems;
    if (failure !== null) store().setLoadProblems(asSaveFailure(failure));
    store().openDialog(null);
  };
  const resume = async () => {
    if (!(await store().resumeSaved(meta.id)).ok) failed();
  };
  const replay = async () => {
    if (!(await store().openSavedReplay(meta.id)).ok) failed();
  };
  const exportGame = async () => {
    const text = await savedGameText(meta.id);
    if (text === null) {
      setProblem(t('saves.dialog.missing'));
      return;
    }
    downloadText(saveFileName(meta.title, meta.turn), text);
  };
  const remove = async () => {
    setConfirming(false);
    const refusal = await store().deleteSaved(meta.id);
    if (refusal !== null) setProblem(t(refusal.reasonKey === 'session.deleteCurrent' ? 'saves.dialog.deleteRefused' : 'saves.dialog.deleteFailed'));
  };

  const ruleset = t(`ruleset.${meta.rulesetId}`, { defaultValue: meta.rulesetId });
  return (
    <li style={ROW} data-testid="saved-game" data-game-id={meta.id} data-current={current ? 'true' : undefined} aria-current={current ? 'true' : undefined}>
      <div>
        <strong data-testid="saved-game-title">{meta.title}</strong>
        {status === 'playing' && <span style={MARK} data-testid="saved-game-current">{t('saves.dialog.inProgress')}</span>}
        {status === 'finished' && <span style={MARK} data-testid="saved-game-finished">{t('saves.dialog.finished')}</span>}
        {meta.forcedDice === true && <span style={MARK} data-testid="saved-game-forced-dice" title={t('saves.dialog.forcedDiceHint')}>{t('saves.dialog.forcedDice')}</span>}
      </div>
      <p style={FACTS} data-testid="saved-game-facts">
        {[ruleset, ...(meta.turn > 0 ? [t('saves.dialog.turn', { turn: meta.turn })] : []), t('saves.dialog.steps', { steps: meta.steps }),
          t('saves.dialog.savedAt', { time: formatSavedAt(i18n, meta.updatedAtMs) })].join(' · ')}
      </p>
      {confirming ? (
        <div style={ACTIONS} role="group">
          <span>{t('saves.dialog.confirmDelete', { title: meta.title })}</span>
          <button type="button" data-testid="saved-game-delete-confirm" onClick={() => void remove()}>{t('saves.dialog.confirm')}</button>
          <button type="button" data-testid="saved-game-delete-cancel" onClick={() => setConfirming(false)}>{t('saves.dialog.cancel')}</button>
        </div>
      ) : (
        <div style={ACTIONS}>
          {!current && <button type="button" data-testid="saved-game-resume" onClick={() => void resume()}>{t('saves.dialog.resume')}</button>}
          <button type="button" data-testid="saved-game-replay" onClick={() => void replay()}>{t('saves.dialog.replay')}</button>
          <button type="button" data-testid="saved-game-export" onClick={() => void exportGame()}>{t('saves.dialog.export')}</button>
          {!current && <button type="button" data-testid="saved-game-delete" onClick={() => setConfirming(true)}>{t('saves.dialog.delete')}</button>}
        </div>
      )}
      {problem !== null && <p className="dialog__warning" role="alert">{problem}</p>}
    </li>
  );
}

/** A size in the player's units: "850 KB", "1.2 MB", "10 GB" (one decimal below 10). */
export function formatBytes(i18n: I18n, bytes: number): string {
  const units = [['GB', 2 ** 30], ['MB', 2 ** 20], ['KB', 2 ** 10]] as const;
  const [unit, size] = units.find(([, n]) => bytes >= n) ?? ['KB', 2 ** 10];
  const value = bytes / size;
  return i18n.t(`saves.storage.unit.${unit}`, { value: value < 10 ? value.toFixed(1) : Math.round(value).toString() });
}

/** Where the saves are kept, whether the browser promised to keep them, and how full its storage is. */
function StorageLine() {
  const { t, i18n } = useTranslation();
  const [info, setInfo] = useState<StorageInfo | null>(null);
  useEffect(() => {
    let live = true;
    void useSkirmishStore.getState().storageInfo().then((i) => { if (live) setInfo(i); });
    return () => { live = false; };
  }, []);
  if (info === null) return null;
  const parts = [t(`saves.storage.${info.kind}`)];
  if (info.kind !== 'memory') parts.push(t(info.persistent === true ? 'saves.storage.persistent' : 'saves.storage.bestEffort'));
  if (info.estimate !== null) {
    parts.push(t('saves.storage.used', { used: formatBytes(i18n, info.estimate.usageBytes), quota: formatBytes(i18n, info.estimate.quotaBytes) }));
  }
  return <p className="hint" data-testid="saved-games-storage" data-kind={info.kind}>{parts.join(' · ')}</p>;
}

function SavedGamesList() {
  const { t } = useTranslation();
  const games = useSkirmishStore((s) => s.savedGames);
  const currentId = useSkirmishStore((s) => s.game?.id ?? null);
  const openDialog = useSkirmishStore((s) => s.openDialog);
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The list may have changed in another tab since it was last read.
    void useSkirmishStore.getState().refreshSavedGames();
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      // The error panel, when up, is on top and answers first.
      if (e.key === 'Escape' && useSkirmishStore.getState().loadProblems === null) useSkirmishStore.getState().openDialog(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="modal-backdrop">
      <div className="dialog saved-games-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="saved-games-dialog">
        <h2 id={titleId}>{t('saves.dialog.title')}</h2>
        <p className="hint">{t('saves.dialog.hint')}</p>
        <StorageLine />
        {games.length === 0 ? (
          <p data-testid="saved-games-empty">{t('saves.dialog.empty')}</p>
        ) : (
          <ul style={LIST}>
            {games.map((m) => <SavedGameRow key={m.id} meta={m} current={m.id === currentId} />)}
          </ul>
        )}
        <div className="dialog__actions">
          <button type="button" ref={closeButton} data-testid="saved-games-close" onClick={() => openDialog(null)}>{t('saves.dialog.close')}</button>
        </div>
      </div>
    </div>
  );
}

/**
 * The saved games (`dialog === 'games'`), newest first: title, rules, turn, steps and when each was
 * last saved, the game in progress marked. Each can be resumed, replayed, exported as a file or
 * (after a confirmation; never the game in progress) deleted. Close or Esc closes.
 */
export function SavedGamesDialog() {
  const open = useSkirmishStore((s) => s.dialog === 'games');
  return open ? <SavedGamesList /> : null;
}
