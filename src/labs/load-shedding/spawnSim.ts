/** Starts this lab's simulation worker (the literal `new Worker(new URL(…))` is how the bundler finds it). */
export const spawnSim = (): Worker => new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
