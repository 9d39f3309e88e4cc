import { type MouseEvent, useEffect, useRef } from 'react';
import { t } from '../i18n/chapter.ts';
import type { ChapterHeading } from '../site/chapterTypes.ts';
import { useAppStore, useHydrated } from '../store/appStore.ts';
import { useActiveSection } from './activeSection.ts';

export interface TocProps {
  slug: string;
  headings: ChapterHeading[];
  /** In the phone's contents menu: picking an entry closes the menu. */
  closeOnPick?: boolean;
}

/** A chapter's contents: the current section marked, sections read ticked; the list scrolls itself, never the page. */
export function Toc({ slug, headings, closeOnPick = false }: TocProps) {
  const hydrated = useHydrated();
  const read = useAppStore((s) => s.reading.readSections[slug]);
  const active = useActiveSection(headings.map((h) => h.id));
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Keep the current entry visible in a long contents list, scrolling the list only.
    const box = list.current?.closest<HTMLElement>('.toc');
    const item = active ? list.current?.querySelector<HTMLElement>(`a[href="#${active}"]`) : null;
    if (!box || !item) return;
    const top = item.offsetTop - box.offsetTop;
    if (top < box.scrollTop + 40 || top > box.scrollTop + box.clientHeight - 60) box.scrollTop = top - box.clientHeight / 3;
  }, [active]);
  const onClick = closeOnPick
    ? (event: MouseEvent<HTMLOListElement>) => {
        if ((event.target as Element).closest('a')) list.current?.closest('details')?.removeAttribute('open');
      }
    : undefined;
  return (
    <ol className="toc-list" ref={list} onClick={onClick}>
      {headings.map((h) => {
        const isRead = hydrated && (read?.includes(h.id) ?? false);
        return (
          <li key={h.id} className={`toc-depth-${h.depth}`}>
            <a href={`#${h.id}`} aria-current={active === h.id ? 'location' : undefined} className={isRead ? 'is-read' : undefined}>
              {h.text}
              {isRead && <span className="visually-hidden"> ({t.chapter.read})</span>}
            </a>
          </li>
        );
      })}
    </ol>
  );
}
