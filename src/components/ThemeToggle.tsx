import { useEffect } from 'react';
import { t } from '../i18n/index.ts';
import { useAppStore, useHydrated } from '../store/appStore.ts';
import { THEME_CHOICES, type ThemeChoice } from '../store/persistence.ts';
import { Icon, type IconName } from './Icon.tsx';

function resolve(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function apply(choice: ThemeChoice) {
  const theme = resolve(choice);
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

const ICONS: Record<ThemeChoice, IconName> = { light: 'sun', dark: 'moon', system: 'system' };

/** Light, dark or as the system says; the choice is saved, and applied before paint by the inline script. */
export function ThemeToggle() {
  const choice = useAppStore((s) => s.settings.theme);
  const setTheme = useAppStore((s) => s.setTheme);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!hydrated) return; // until the saved choice is loaded, the inline script's choice stands
    apply(choice);
    if (choice !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => apply('system');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [choice, hydrated]);

  return (
    <div className="theme-toggle" role="radiogroup" aria-label={t.theme.label}>
      {THEME_CHOICES.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={choice === option}
          title={t.theme[option]}
          aria-label={t.theme[option]}
          onClick={() => setTheme(option)}
        >
          <Icon name={ICONS[option]} />
        </button>
      ))}
    </div>
  );
}
