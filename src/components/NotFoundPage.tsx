import { Link } from '../site/router.tsx';
import { t } from '../i18n/index.ts';
import { chapters } from '../site/chapters.ts';
import { useDocumentMeta } from '../site/documentMeta.tsx';
import { paths } from '../site/paths.ts';

export function NotFoundPage() {
  useDocumentMeta(t.notFound.title, t.notFound.text);
  return (
    <div className="not-found">
      <h1>{t.notFound.title}</h1>
      <p>{t.notFound.text}</p>
      <ul>
        <li>
          <Link to={paths.home}>{t.notFound.home}</Link>
        </li>
        {chapters.map((c) => (
          <li key={c.slug}>
            <Link to={paths.chapter(c.slug)}>{c.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
