/**
 * The labs that exist, with their code loaded on demand (charts and simulations stay out of the
 * first load). Each lab adds its entry here; ids come from catalog.ts.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { LabId, LabInfo } from './catalog.ts';

/** What a chapter passes to a lab's embed: a preset, and the controls to hide. */
export interface LabEmbedProps {
  preset?: string;
  /** Parameter keys whose controls the embed does not show. */
  hide?: readonly string[];
}

export interface LabEntry extends LabInfo {
  /** `lazy(() => import('./<id>/…'))`: created once here, loaded when first shown. */
  Page: LazyExoticComponent<ComponentType>;
  Embed?: LazyExoticComponent<ComponentType<LabEmbedProps>>;
}

export const labs: readonly LabEntry[] = [
  // one entry per lab, in the order the labs index lists them (insert yours above this line)
];

export function labById(id: string): LabEntry | undefined {
  return labs.find((l) => l.id === (id as LabId));
}
