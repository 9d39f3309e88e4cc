/// <reference lib="webworker" />
/** The load-shedding simulation off the main thread (the state arrives normalised). */
import { simulate } from '../../engine/load-shedding/model.ts';
import { serveSimulation } from '../kit/workerSim.ts';

serveSimulation((state: Parameters<typeof simulate>[0]) => simulate(state));
