import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { ThemeToggle } from '../components/ThemeToggle.tsx';
import { t } from '../i18n/index.ts';
import { paths } from './paths.ts';
import { labs } from '../labs/registry.ts';
import { SearchButton } from '../study/search/SearchButton.tsx';
import { StudyTools } from '../study/StudyTools.tsx';
import { PersistNotice } from '../study/storage/PersistNotice.tsx';
import { StorageAlerts } from '../study/storage/StorageAlerts.tsx';

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
        <nav aria-label={t.nav.main} className="site-nav">
          <NavLink to={paths.home} end>
            {t.nav.home}
          </NavLink>
          <NavLink to={paths.chapters}>{t.nav.chapters}</NavLink>
          {labs.length > 0 && <NavLink to={paths.labs}>{t.nav.labs}</NavLink>}
          <NavLink to={paths.quiz}>{t.nav.quiz}</NavLink>
          <NavLink to={paths.progress}>{t.study.progress.nav}</NavLink>
        </nav>
        <SearchButton />
        <ThemeToggle />
      </header>
      <StorageAlerts />
      <PersistNotice />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <StudyTools />
    </>
  );
}
