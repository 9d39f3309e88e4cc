export const APP_HTML: string;
export const PAGE_HEAD: string;
export function escapeHtml(s: string): string;
export function checkTemplate(template: string): void;
export function pageHtml(
  template: string,
  page: { html: string; meta: { title: string; description: string } },
  pathname: string,
  parts: { styles?: string; head: string },
): string;
export function filesOf(manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>, modules: string[]): { js: string[]; css: string[] };
export function loadScriptsAfterFirstPaint(html: string, listId: string): string;
