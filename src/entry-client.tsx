import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { preloadPath } from './app/preload.ts';
import './styles/global.css';

const basename = import.meta.env.BASE_URL.replace(/\/$/, '');
const pathname = window.location.pathname.slice(basename.length) || '/';
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter basename={basename}>
      <App />
    </BrowserRouter>
  </StrictMode>
);

try {
  await preloadPath(pathname);
} catch (error) {
  console.error('preload failed', error); // the page's own error boundary will say so
}
// 404.html (and any page served for another path) shows its text at once, but React renders the real
// route afresh instead of hydrating HTML made for a different path.
const renderedFor = root.dataset.renderedPath;
if (root.firstElementChild && renderedFor === pathname) hydrateRoot(root, app);
else createRoot(root).render(app);
