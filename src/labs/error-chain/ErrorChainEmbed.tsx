import type { LabEmbedProps } from '../registry.ts';
import { ErrorChainView } from './ErrorChainView.tsx';

/** The lab inside the errors chapter: a preset, the walk and the results; the builder stays on the page. */
export default function ErrorChainEmbed({ preset, hide }: LabEmbedProps) {
  return <ErrorChainView embed preset={preset} hidden={hide} />;
}
