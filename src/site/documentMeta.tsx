import { useEffect } from 'react';
import { t } from '../i18n/index.ts';

export interface DocumentMeta {
  title: string;
  description: string;
}

/**
 * Set by the pre-renderer while it renders one page, so the page gets its <title> and description.
 * A module variable, not a context: a page's islands are rendered as separate trees.
 */
let report: ((meta: DocumentMeta) => void) | null = null;

export function collectDocumentMeta(collect: ((meta: DocumentMeta) => void) | null): void {
  report = collect;
}

export function fullTitle(title: string | null): string {
  return title ? `${title} — ${t.appName}` : t.appName;
}

export function useDocumentMeta(title: string | null, description: string) {
  report?.({ title: fullTitle(title), description });
  useEffect(() => {
    document.title = fullTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
