import type { LabEmbedProps } from '../registry.ts';
import { PanicStepperView } from './PanicStepperView.tsx';

/** The stepper inside the panic chapter: local state, arrows work while it has focus. */
export default function PanicStepperEmbed({ preset }: LabEmbedProps) {
  return <PanicStepperView embed preset={preset} />;
}
