/// <reference lib="webworker" />
/** The circuit-breaker simulation (with its no-breaker baseline) off the main thread. */
import { simulateWithBaseline } from '../../engine/circuit-breaker/model.ts';
import { serveSimulation } from '../kit/workerSim.ts';

serveSimulation((state: Parameters<typeof simulateWithBaseline>[0]) => simulateWithBaseline(state));
