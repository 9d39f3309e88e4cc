import { Icon } from '../../components/Icon.tsx';
import { t } from './strings.ts';
import { openDialog } from '../uiState.ts';

/** The header's search button; the same dialog opens with "/" or Ctrl+K (⌘K). */
export function SearchButton() {
  return (
    <button
      type="button"
      className="search-button"
      onClick={() => openDialog('search')}
      aria-label={t.study.search.openLabel}
      aria-keyshortcuts="/ Control+K Meta+K"
      data-testid="search-button"
    >
      <Icon name="search" />
      <span className="search-button-text">{t.study.search.open}</span>
      <kbd aria-hidden="true">/</kbd>
    </button>
  );
}
