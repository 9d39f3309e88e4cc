/** localStorage key of the persisted store (settings and progress). Read before React by the theme script. */
export const STORAGE_KEY = 'goprep';
/** Prefix of keys where an unreadable saved state is kept aside instead of being dropped. */
export const CORRUPT_KEY_PREFIX = 'goprep:corrupt:';
