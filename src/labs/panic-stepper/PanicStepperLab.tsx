import { PanicStepperView } from './PanicStepperView.tsx';

/** /labs/panic-stepper: the whole stepper, preset and step in the address. */
export default function PanicStepperLab() {
  return <PanicStepperView />;
}
