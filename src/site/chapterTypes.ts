/** What the browser knows of a chapter (its summary is in the pages' HTML, not in the scripts). */
export interface ChapterMeta {
  title: string;
  order: number;
  slug: string;
  readingMinutes: number;
  /** Ids of the `##` and `###` sections, in order: what "sections read" counts. */
  sectionIds: string[];
}

export interface ChapterHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** A chapter's frontmatter, as its MDX module exports it (build time). */
export interface ChapterFrontmatter {
  title: string;
  summary: string;
  order: number;
  slug: string;
}
