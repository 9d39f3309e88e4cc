import { Icon } from '../../components/Icon.tsx';
import { searchButton } from './buttonStrings.ts';
import { OPENS_SEARCH, openSearch } from './openSearch.ts';

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
      {...{ [OPENS_SEARCH]: '' }}
    >
      <Icon name="search" />
      <span className="search-button-text">{searchButton.open}</span>
      <kbd aria-hidden="true">/</kbd>
    </button>
  );
}
