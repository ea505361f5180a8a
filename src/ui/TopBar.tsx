import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkirmishStore } from '../store/store';
import type { Language } from '../store/sessionSlice';
import { saveLanguage } from './languageStorage';

export interface TopBarProps {
  /** The player picked a scenario file; the app reads and loads it. */
  readonly onOpenFile: (file: File) => void;
}

const LANGUAGES: readonly Language[] = ['en', 'ru'];

/** Title, the scenario and its ruleset, the language switch and the "Open scenario…" button. */
export function TopBar({ onOpenFile }: TopBarProps) {
  const { t } = useTranslation();
  const scenarioName = useSkirmishStore((s) => s.scenario?.name ?? null);
  const ruleset = useSkirmishStore((s) => s.scenario?.ruleset ?? null);
  const language = useSkirmishStore((s) => s.language);
  const setLanguage = useSkirmishStore((s) => s.setLanguage);

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
