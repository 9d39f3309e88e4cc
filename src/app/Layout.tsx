import type { ReactNode } from 'react';
import { t } from '../i18n/index.ts';
import { progress } from '../study/progress/strings.ts';
import { Island } from '../islands/Island.tsx';
import { labs } from '../labs/registry.ts';
import { paths } from '../site/paths.ts';
import { Link, NavLink } from '../site/router.tsx';

/**
 * The frame of every page, rendered at build time. Its buttons and notices are islands; the page
 * navigator (navigation.ts) swaps <main> and the navigation's current entry, and leaves the rest.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className="site-header">
        <Link to={paths.home} className="brand">
          <span className="brand-mark" aria-hidden="true">
            err
          </span>
          <span className="brand-name">{t.appShortName}</span>
        </Link>
        <nav aria-label={t.nav.main} className="site-nav" data-page-part="nav">
          <NavLink to={paths.home} end>
            {t.nav.home}
          </NavLink>
          <NavLink to={paths.chapters}>{t.nav.chapters}</NavLink>
          {labs.length > 0 && <NavLink to={paths.labs}>{t.nav.labs}</NavLink>}
          <NavLink to={paths.quiz}>{t.nav.quiz}</NavLink>
          <NavLink to={paths.progress}>{progress.nav}</NavLink>
        </nav>
        <Island name="OfflineIndicator" />
        <Island name="SearchButton" />
        <Island name="ThemeToggle" />
      </header>
      <Island name="StorageAlerts" />
      <Island name="PersistNotice" />
      <main id="main" tabIndex={-1} data-page-part="main">
        {children}
      </main>
      <Island name="StudyTools" />
    </>
  );
}
