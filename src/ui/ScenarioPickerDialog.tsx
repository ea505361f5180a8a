import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scenario } from '../engine/model';
import type { ScenarioProblem } from '../scenario/problems';
import type { ScenarioIndexEntry } from '../scenario/scenarioIndex';
import { groupScenarios } from '../store/scenarioPicker';
import { useSkirmishStore } from '../store/store';
import { ScenarioThumbnailSvg } from './ScenarioThumbnailSvg';
import './flow.css';

export type ScenarioListResult =
  | { readonly ok: true; readonly entries: readonly ScenarioIndexEntry[] }
  | { readonly ok: false; readonly source: string; readonly problems: readonly ScenarioProblem[] };

/** Where the picker's scenarios come from (the app gives the bundled index: app/scenarioCatalog.ts). */
export interface ScenarioCatalog {
  /** The scenarios on offer, or why they could not be read. */
  list(): Promise<ScenarioListResult>;
  /** Start a new game on this scenario (a failure goes to the error panel; the game in progress stays). */
  open(entry: ScenarioIndexEntry): void;
  /** The scenario itself, for its story and a picture of its table in the list; null when it cannot be read (the list still offers it). */
  details?(entry: ScenarioIndexEntry): Promise<Scenario | null>;
}

/** Each entry's scenario once read (`catalog.details`), by file: the list shows its story and table. */
function useScenarioDetails(catalog: ScenarioCatalog, entries: readonly ScenarioIndexEntry[] | null): ReadonlyMap<string, Scenario> {
  const [details, setDetails] = useState<ReadonlyMap<string, Scenario>>(new Map());
  useEffect(() => {
    if (entries === null || catalog.details === undefined) return undefined;
    let live = true;
    for (const entry of entries) {
      void catalog.details(entry).then((scenario) => {
        if (live && scenario !== null) setDetails((m) => new Map(m).set(entry.file, scenario));
      }, () => undefined);
    }
    return () => { live = false; };
  }, [catalog, entries]);
  return details;
}

type Listing = { readonly state: 'loading' } | { readonly state: 'ready'; readonly entries: readonly ScenarioIndexEntry[] };

function ScenarioList({ catalog }: { catalog: ScenarioCatalog }) {
  const { t } = useTranslation();
  const registry = useSkirmishStore((s) => s.registry);
  const currentId = useSkirmishStore((s) => s.game?.timeline.present.scenario.id ?? null);
  const openDialog = useSkirmishStore((s) => s.openDialog);
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    closeButton.current?.focus();
    void catalog.list().then((r) => {
      if (!live) return;
      if (r.ok) {
        setListing({ state: 'ready', entries: r.entries });
        return;
      }
      // A bad index: the error panel says why; the game in progress stays.
      const store = useSkirmishStore.getState();
      store.setLoadProblems({ source: r.source, problems: r.problems });
      store.openDialog(null);
    }, (error: unknown) => {
      if (!live) return;
      const store = useSkirmishStore.getState();
      const status = error instanceof Error ? error.message : String(error);
      store.setLoadProblems({ source: 'index.json', problems: [{ path: '(root)', code: 'fetchFailed', message: `(root): ${status}`, params: { url: 'index.json', status } }] });
      store.openDialog(null);
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && useSkirmishStore.getState().loadProblems === null) useSkirmishStore.getState().openDialog(null);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      live = false;
      window.removeEventListener('keydown', onKey);
    };
  }, [catalog]);

  const choose = (entry: ScenarioIndexEntry) => {
    openDialog(null);
    catalog.open(entry);
  };
  const groups = listing.state === 'ready' ? groupScenarios(listing.entries, registry, currentId) : [];
  const details = useScenarioDetails(catalog, listing.state === 'ready' ? listing.entries : null);

  return (
    <div className="modal-backdrop">
      <div className="dialog scenario-picker" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="scenario-picker">
        <h2 id={titleId}>{t('scenarioPicker.title')}</h2>
        <p className="hint">{t('scenarioPicker.hint')}</p>
        {listing.state === 'loading' && <p data-testid="scenario-picker-loading" role="status">{t('scenarioPicker.loading')}</p>}
        {listing.state === 'ready' && groups.length === 0 && <p data-testid="scenario-picker-empty">{t('scenarioPicker.empty')}</p>}
        {groups.map((g) => {
          const name = t(`ruleset.${g.rulesetId}`, { defaultValue: g.rulesetId });
          return (
            <section key={g.rulesetId} className="scenario-picker__group" data-testid="scenario-group" data-ruleset={g.rulesetId} aria-label={name}>
              <h3 className="scenario-picker__ruleset">{name}</h3>
              {!g.installed && <p className="dialog__warning">{t('scenarioPicker.notInstalled', { name })}</p>}
              <ul className="scenario-picker__list">
                {g.entries.map(({ entry, current }) => {
                  const scenario = details.get(entry.file);
                  return (
                    <li key={`${entry.file}-${entry.id}`} className="scenario-picker__entry" data-testid="scenario-entry" data-scenario-id={entry.id}>
                      {scenario !== undefined && <ScenarioThumbnailSvg scenario={scenario} widthPx={96} label={t('scenarioIntro.picture', { name: entry.name })} />}
                      <div>
                        <button type="button" data-testid={`scenario-pick-${entry.id}`} aria-current={current ? 'true' : undefined}
                          title={t('scenarioPicker.pickHint', { name: entry.name })} onClick={() => choose(entry)}>
                          {entry.name}
                        </button>
                        {current && <span className="scenario-picker__current"> {t('scenarioPicker.current')}</span>}
                        {scenario?.description !== undefined && <p className="scenario-picker__about" data-testid="scenario-entry-story">{scenario.description}</p>}
                        {scenario?.victory !== undefined && <p className="scenario-picker__about" data-testid="scenario-entry-victory"><strong>{t('scenarioIntro.victory')}:</strong> {scenario.victory}</p>}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
        <div className="dialog__actions">
          <button type="button" ref={closeButton} data-testid="scenario-picker-close" onClick={() => openDialog(null)}>{t('scenarioPicker.close')}</button>
        </div>
      </div>
    </div>
  );
}

/**
 * The bundled scenarios (`dialog === 'scenarios'`), grouped by ruleset: choosing one starts a new
 * game on it under its own rules (the game in progress stays in the saved games). The list is read
 * afresh each time the dialog opens; a bad list closes it and shows why in the error panel.
 * Nothing shows without a catalog.
 */
export function ScenarioPickerDialog({ catalog }: { catalog?: ScenarioCatalog }) {
  const open = useSkirmishStore((s) => s.dialog === 'scenarios');
  return open && catalog !== undefined ? <ScenarioList catalog={catalog} /> : null;
}
