import { Icon } from '../../components/Icon.tsx';
import { searchButton } from './buttonStrings.ts';
import { openSearch } from './openSearch.ts';

/** The header's search button; the same dialog opens with "/" or Ctrl+K (⌘K). */
export function SearchButton() {
  return (
    <button
      type="button"
      className="search-button"
      onClick={openSearch}
      aria-label={searchButton.openLabel}
      aria-keyshortcuts="/ Control+K Meta+K"
      data-testid="search-button"
    >
      <Icon name="search" />
      <span className="search-button-text">{searchButton.open}</span>
      <kbd aria-hidden="true">/</kbd>
    </button>
  );
}
