import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { initI18n } from './lib/i18n';

// At start the body loses the class 'profile' and gains 'ns' (spec §1).
document.body.classList.remove('profile');
document.body.classList.add('ns');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
