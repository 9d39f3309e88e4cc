import { ErrorChainView } from './ErrorChainView.tsx';

/** /labs/error-chain: the whole lab, its state in the address. */
export default function ErrorChainLab() {
  return <ErrorChainView />;
}
