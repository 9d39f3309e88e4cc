import { StrictMode, type ReactNode, useEffect } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';

/**
 * What wraps every island, on the server and in the browser alike: a failure stays inside the island.
 * `onLive` runs once the island's first render is committed (hydrated): from then on React answers it.
 */
export function IslandFrame({ name, onLive, children }: { name: string; onLive?: () => void; children: ReactNode }) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <StrictMode>
      <ErrorBoundary label={`island ${name}`}>{children}</ErrorBoundary>
    </StrictMode>
  );
}
