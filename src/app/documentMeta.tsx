import { createContext, useContext, useEffect } from 'react';
import { t } from '../i18n/index.ts';

export interface DocumentMeta {
  title: string;
  description: string;
}

/** Set while rendering on the server, so the pre-rendered page gets its <title> and description. */
export const DocumentMetaContext = createContext<((meta: DocumentMeta) => void) | null>(null);

export function fullTitle(title: string | null): string {
  return title ? `${title} — ${t.appName}` : t.appName;
}

export function useDocumentMeta(title: string | null, description: string) {
  const report = useContext(DocumentMetaContext);
  report?.({ title: fullTitle(title), description });
  useEffect(() => {
    document.title = fullTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
