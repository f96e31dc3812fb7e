import './styles/backoffice.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BackofficeApp, createBackofficeApp } from './app/backoffice-app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root.');
createRoot(root).render(
  <StrictMode>
    <BackofficeApp app={createBackofficeApp()} />
  </StrictMode>,
);
