import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readFileText } from '../scenario/readFileText';
import { MAX_SAVE_BYTES } from '../scenario/loadSave';
import type { ScenarioProblem } from '../scenario/problems';
import { useSkirmishStore } from '../store/store';
import type { SkirmishStore } from '../store/store';
import type { Language } from '../store/sessionSlice';
import { downloadText, saveFileName } from './downloadFile';
import { asSaveFailure } from './saveFailure';
import { saveLanguage } from './languageStorage';
import { selectScenario } from '../store/scenarioSelectors';

export interface TopBarProps {
  /** The player picked a scenario file; the app reads and loads it. */
  readonly onOpenFile: (file: File) => void;
  /** Offer the Scenarios button (the bundled scenarios by ruleset): the app gives the picker a catalog. */
  readonly scenarios?: boolean;
}

const LANGUAGES: readonly Language[] = ['en', 'ru'];

const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

/**
 * Import a save file the player picked: refused before reading when larger than the loader accepts;
 * otherwise its text goes to the store, which replays and checks it and either puts the game on the
 * table or lists every problem in the error panel (the game in progress stays).
 */
export async function importSaveFile(store: SkirmishStore, file: File): Promise<boolean> {
  const fail = (problem: ScenarioProblem): false => {
    store.getState().setLoadProblems(asSaveFailure({ source: file.name, problems: [problem] }));
    return false;
  };
  if (file.size > MAX_SAVE_BYTES) {
    return fail({
      path: '(root)', code: 'tooLarge', message: `(root): the file is ${mb(file.size)} MB; the limit is ${mb(MAX_SAVE_BYTES)} MB`,
      params: { bytes: file.size, maxBytes: MAX_SAVE_BYTES },
    });
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    return fail({ path: '(root)', code: 'fetchFailed', message: `(root): could not read ${file.name}`, params: { url: file.name, status: String(error) } });
  }
  // Its bytes must be UTF-8 (a damaged file is reported with the byte offset, never read with U+FFFD).
  const decoded = await readFileText(bytes);
  if (!decoded.ok) return fail(decoded.problem);
  const text = decoded.text;
  // Its ruleset's code is loaded first (a chunk); a failed load keeps the game in progress.
  const resumed = await store.getState().openSaveText(text, file.name);
  const failure = store.getState().loadProblems;
  if (!resumed.ok && failure !== null) store.getState().setLoadProblems(asSaveFailure(failure));
  return resumed.ok;
}

/** Download the game in progress as `<scenario-name>-turn-<n>.skirmish.json`. */
export function exportCurrentGame(store: SkirmishStore): boolean {
  const s = store.getState();
  const save = s.exportSave();
  const present = s.game?.timeline.present;
  if (save === null || present === undefined) return false;
  downloadText(saveFileName(present.scenario.name, present.turn), `${JSON.stringify(save, null, 2)}\n`);
  return true;
}

/**
 * Title, the scenario and its ruleset, the game's buttons (Scenarios, New game, Games, Export, Import game…),
 * the language switch and the "Open scenario…" button.
 */
export function TopBar({ onOpenFile, scenarios = false }: TopBarProps) {
  const { t } = useTranslation();
  const scenarioName = useSkirmishStore((s) => selectScenario(s)?.name ?? null);
  // The rules the game runs on (the free table when the scenario's own are not installed).
  const ruleset = useSkirmishStore((s) => s.game?.timeline.present.rulesetId ?? selectScenario(s)?.ruleset ?? null);
  const language = useSkirmishStore((s) => s.language);
  const setLanguage = useSkirmishStore((s) => s.setLanguage);
  const hasGame = useSkirmishStore((s) => s.game !== null);
  const openDialog = useSkirmishStore((s) => s.openDialog);

  const choose = (lng: Language) => {
    setLanguage(lng);
    saveLanguage(lng);
  };

  const onFileChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    // Clear the input so choosing the same file again still fires a change.
    e.currentTarget.value = '';
    if (file) onOpenFile(file);
  };

  const onImportChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (file) void importSaveFile(useSkirmishStore, file);
  };

  return (
    <header className="top-bar">
      <h1 className="top-bar__title" data-testid="app-title">{t('app.title')}</h1>
      <div className="top-bar__scenario">
        <span className="top-bar__scenario-name" data-testid="scenario-name">{scenarioName ?? t('topBar.noScenario')}</span>
        {ruleset !== null && (
          <span className="top-bar__ruleset" data-testid="ruleset-name">
            {t('topBar.ruleset', { name: t(`ruleset.${ruleset}`, { defaultValue: ruleset }) })}
          </span>
        )}
      </div>
      <div className="top-bar__actions">
        <div className="top-bar__game" role="group" style={{ display: 'flex', gap: '0.35rem', flexWrap: 'wrap' }}>
          {scenarios && (
            <button type="button" data-testid="scenarios-button" title={t('scenarioPicker.buttonHint')}
              onClick={() => openDialog('scenarios')}>{t('scenarioPicker.button')}</button>
          )}
          <button type="button" data-testid="new-game-button" title={t('saves.topBar.newGameHint')} disabled={!hasGame}
            onClick={() => openDialog('newGame')}>{t('saves.topBar.newGame')}</button>
          <button type="button" data-testid="games-button" title={t('saves.topBar.gamesHint')}
            onClick={() => openDialog('games')}>{t('saves.topBar.games')}</button>
          <button type="button" data-testid="export-button" title={t('saves.topBar.exportHint')} disabled={!hasGame}
            onClick={() => exportCurrentGame(useSkirmishStore)}>{t('saves.topBar.export')}</button>
          <label className="button file-button" title={t('saves.topBar.importHint')}>
            {t('saves.topBar.import')}
            <input type="file" accept=".json,application/json" data-testid="import-input" onChange={onImportChange} />
          </label>
        </div>
        <div className="lang-switch" role="group" aria-label={t('language.label')}>
          {LANGUAGES.map((lng) => (
            <button
              key={lng}
              type="button"
              lang={lng}
              data-testid={`lang-${lng}`}
              aria-pressed={language === lng}
              onClick={() => choose(lng)}
            >
              {t(`language.${lng}`)}
            </button>
          ))}
        </div>
        <label className="button file-button" title={t('topBar.openScenarioHint')}>
          {t('topBar.openScenario')}
          <input type="file" accept=".json" data-testid="open-file" onChange={onFileChange} />
        </label>
      </div>
    </header>
  );
}
