import { useTranslation } from 'react-i18next';

export interface CrashPanelProps {
  readonly onReloadDemo: () => void;
}

/** What the error boundary shows in place of the app. */
export function CrashPanel({ onReloadDemo }: CrashPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="crash-panel" role="alert" data-testid="crash-panel">
      <h2>{t('crash.title')}</h2>
      <p>{t('crash.body')}</p>
      <button type="button" data-testid="reload-demo" onClick={onReloadDemo}>{t('crash.reloadDemo')}</button>
    </div>
  );
}
