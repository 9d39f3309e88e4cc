/**
 * The runner's two islands in one module (as src/labs/LabPages.tsx holds a lab's two): one chunk for the
 * dialog and the playground page. Two modules sharing the editor made Rolldown move src/site out of the
 * main chunk into a chunk of its own, which every page then paid for.
 */
export { PlayPage } from './PlayPage.tsx';
export { RunnerDialog } from './RunnerDialog.tsx';
