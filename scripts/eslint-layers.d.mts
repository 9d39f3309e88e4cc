import type { ESLint } from 'eslint';

export interface Layer {
  name: string;
  paths: string[];
  apart?: boolean;
  about: string;
}
export const LAYERS: Layer[];
export function layerOf(pathInSrc: string): { rank: number; layer: Layer; path: string } | null;
export function layerViolation(from: string, to: string): string | null;
export const layersPlugin: ESLint.Plugin & { rules: { imports: import('eslint').Rule.RuleModule } };
