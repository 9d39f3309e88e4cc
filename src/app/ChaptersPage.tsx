import { t } from '../i18n/home.ts';
import { useDocumentMeta } from '../site/documentMeta.tsx';
import { ChapterCards } from './HomePage.tsx';

export function ChaptersPage() {
  useDocumentMeta(t.nav.chapters, t.home.lead);
  return (
    <div className="home">
      <h1>{t.nav.chapters}</h1>
      <ChapterCards />
    </div>
  );
}
