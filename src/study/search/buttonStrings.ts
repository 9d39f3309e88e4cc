/**
 * The strings of the header's search button, which every page loads at once; the dialog's own strings
 * (./strings.ts) come with the dialog when it opens.
 */
export const searchButton = {
  open: 'Поиск',
  openLabel: 'Поиск по главам, квизам и лабораториям',
} as const;
