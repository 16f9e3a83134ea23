import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { dropStaticLogin } from './boot/takeStaticLogin';
import { loadCatalog } from './i18n';
import { initialLanguage } from './lib/language/appLanguage';
import { readPlatform } from './lib/platform/PlatformContext';
import './ui/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = container;
// index.html's static sign-in form stays only for the sign-in page, whose LoginForm takes it over.
if (document.documentElement.dataset.boot !== 'login') dropStaticLogin();
// Only the language the app starts in is loaded (its own chunk), before the first frame.
const language = initialLanguage(readPlatform());
void loadCatalog(language).then((catalog) =>
  createRoot(root).render(
    <StrictMode>
      <App language={language} catalog={catalog} />
    </StrictMode>,
  ),
);
