/// <reference lib="webworker" />
/** The retry-amplification simulation off the main thread. */
import { simulate } from '../../engine/retry-amplification/model.ts';
import { serveSimulation } from '../kit/workerSim.ts';

serveSimulation((state: Parameters<typeof simulate>[0]) => simulate(state));
