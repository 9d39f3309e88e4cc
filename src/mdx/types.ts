import type { ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- MDX passes arbitrary props to each tag
export type MDXComponents = Record<string, ComponentType<any>>;
