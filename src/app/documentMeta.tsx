import { createContext, useContext, useEffect } from 'react';
import { t } from '../i18n/index.ts';

/** Filled while rendering on the server, so the pre-rendered page gets its <title> and description. */
export interface DocumentMeta {
  title: string;
  description: string;
}

export const DocumentMetaContext = createContext<DocumentMeta | null>(null);

export function fullTitle(title: string | null): string {
  return title ? `${title} — ${t.appName}` : t.appName;
}

export function useDocumentMeta(title: string | null, description: string) {
  const collector = useContext(DocumentMetaContext);
  if (collector) {
    collector.title = fullTitle(title);
    collector.description = description;
  }
  useEffect(() => {
    document.title = fullTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
