/**
 * What the runner's dialog sends when the learner closes it; its opener (src/app/enhance.ts) then unmounts it.
 * A file of its own: the page script that listens for it must not pull the button's JSX into the first load.
 */
export const RUNNER_CLOSE_EVENT = 'runner-close';
