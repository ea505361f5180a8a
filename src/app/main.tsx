import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { installTestApi } from './testApi';
import { useSkirmishStore } from '../store/store';

installTestApi(useSkirmishStore);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  );
}
