import { useEffect, useState } from 'react';

/** The chart colours, read from the CSS variables of the current theme (Okabe–Ito plus text and grid). */
export interface Palette {
  orange: string;
  sky: string;
  green: string;
  yellow: string;
  blue: string;
  vermillion: string;
  purple: string;
  fg: string;
  muted: string;
  border: string;
  surface: string;
}

const VARS: Record<keyof Palette, string> = {
  orange: '--oi-orange',
  sky: '--oi-sky',
  green: '--oi-green',
  yellow: '--oi-yellow',
  blue: '--oi-blue',
  vermillion: '--oi-vermillion',
  purple: '--oi-purple',
  fg: '--fg',
  muted: '--muted',
  border: '--border',
  surface: '--surface',
};

function read(): Palette {
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(Object.entries(VARS).map(([k, v]) => [k, style.getPropertyValue(v).trim()])) as unknown as Palette;
}

/** Re-reads the palette when the theme changes, so charts follow light and dark. */
export function usePalette(): Palette {
  const [palette, setPalette] = useState<Palette>(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setPalette(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return palette;
}

/** True when the learner asked the system for less motion: charts then skip their animations. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
