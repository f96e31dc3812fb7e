import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { reportContentHeight, watchHostFigures } from './lib/host-frame.ts';
import './styles/base.css';
import './styles/games.css';
import './styles/sportsbook.css';

watchHostFigures();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  reportContentHeight();
}
