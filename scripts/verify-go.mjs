// Shim so `node scripts/verify-go.mjs …` works too; the script itself is TypeScript.
import { tsImport } from 'tsx/esm/api';
await tsImport('./verify-go.ts', import.meta.url);
