/**
 * The browser's entry, on every page: the page is HTML made at build time; this starts the saved
 * state, the page navigator, the page-wide behaviours and keys, and the islands (each loads its own code).
 */
import { startEnhancements } from './app/enhance.ts';
import { startNavigation } from './app/navigation.ts';
import { keepClicksUntilHydrated, startIslands } from './islands/runtime.tsx';
import { takeEarlyInput } from './site/earlyInput.ts';
import { startPersistence } from './store/appStore.ts';
import { replayEarlyInput, startGlobalShortcuts } from './study/globalShortcuts.ts';
import './styles/global.css';

startPersistence();
startNavigation();
startEnhancements();
startGlobalShortcuts();
const earlyInput = takeEarlyInput();
replayEarlyInput(earlyInput);
keepClicksUntilHydrated(earlyInput);
startIslands();
