import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/index.ts';

interface Props {
  children: ReactNode;
  /** What failed, for the console; the learner sees a message in Russian. */
  label: string;
}

/** Shows a message in place of a failed component; the rest of the page keeps working. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.label}]`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="error-box">
        <p>{t.errors.componentFailed}</p>
        <details>
          <summary>{t.errors.details}</summary>
          <pre>{error.message}</pre>
        </details>
      </div>
    );
  }
}
