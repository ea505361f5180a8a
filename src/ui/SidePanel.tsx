import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstScreen, DiceLogPanel, DiceTray, FigureActions, FigureCard, GameLogPanel, Legend, LosPanel, RosterPanel } from './deferredUi';
import { StatusLine } from './StatusLine';

const TABS = ['figure', 'roster', 'log', 'dice'] as const;
type Tab = (typeof TABS)[number];

/**
 * The column beside the board: the status line, then four tabs — Figure (the line-of-sight reading
 * with that tool on, the selected figure's actions, the preview of the one pointed at, its card, the terrain legend), Roster (each side's figures, their status and casualties), Log (the game's actions) and
 * Dice (the tray and every roll). Only the open tab is rendered, and none of them follows the drag.
 * All but the status line and the tabs are in a chunk (deferredUi.tsx), mounted once the first
 * screen is up (so the Figure tab fills the frame after the first board), or at once when another tab
 * is opened before.
 */
export function SidePanel() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('figure');

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = TABS.indexOf(tab);
    const next = TABS[(i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    setTab(next);
    e.currentTarget.querySelector<HTMLButtonElement>(`[data-testid="tab-${next}"]`)?.focus();
  };

  return (
    <aside className="side-panel" data-testid="side-panel">
      <StatusLine />
      <div className="tabs" role="tablist" aria-label={t('panel.tabs')} onKeyDown={onTabKey}>
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`side-tab-${id}`}
            aria-controls={`side-tabpanel-${id}`}
            aria-selected={tab === id}
            tabIndex={tab === id ? 0 : -1}
            className="tabs__tab"
            data-testid={`tab-${id}`}
            onClick={() => setTab(id)}
          >
            {t(`panel.${id}`)}
          </button>
        ))}
      </div>
      <div className="side-panel__tab" role="tabpanel" id={`side-tabpanel-${tab}`} aria-labelledby={`side-tab-${tab}`}>
        {tab === 'figure' && (
          <>
            <AfterFirstScreen>
              <LosPanel />
              <FigureActions />
              <FigureCard />
              <Legend />
            </AfterFirstScreen>
          </>
        )}
        {tab !== 'figure' && (
          <AfterFirstScreen now>
            {tab === 'roster' && <RosterPanel />}
            {tab === 'log' && <GameLogPanel />}
            {tab === 'dice' && (
              <>
                <DiceTray />
                <DiceLogPanel />
              </>
            )}
          </AfterFirstScreen>
        )}
      </div>
    </aside>
  );
}
