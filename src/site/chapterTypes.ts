export interface ChapterMeta {
  title: string;
  summary: string;
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
