// Shim: `node scripts/check-mdx.mjs content/chapters/x.mdx` runs the content checks (TypeScript).
import { tsImport } from 'tsx/esm/api';
await tsImport('./check-content.ts', import.meta.url);
