import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { featureTexts } from './app/feature-texts';
import { Providers } from './app/providers';
import { router } from './app/router';
import { initialLanguage, setUpI18n } from './shared/i18n/i18n';
import './main.css';

const lang = initialLanguage(localStorage, navigator.language);
document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
await setUpI18n(lang, featureTexts);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
