import { StrictMode, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';

/** What wraps every island, on the server and in the browser alike: a failure stays inside the island. */
export function IslandFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary label={`island ${name}`}>{children}</ErrorBoundary>
    </StrictMode>
  );
}
