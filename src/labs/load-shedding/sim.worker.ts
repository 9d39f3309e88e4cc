/// <reference lib="webworker" />
/**
 * The load-shedding simulation off the main thread (the state arrives normalised). The engine runs
 * in steps (kit/workerSim.ts, serveSteppedSimulation): a new state from the page drops the run in
 * progress at its next pause, so a drag's last state is computed at once, not after the one before.
 */
import { simulateSteps } from '../../engine/load-shedding/model.ts';
import { serveSteppedSimulation } from '../kit/workerSim.ts';

serveSteppedSimulation(simulateSteps);
