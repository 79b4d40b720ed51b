import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '@/i18n/i18n';

const LAST_RESORT = 'An error occurred while showing the error page';

function lastResortText(): string {
  try {
    return i18n.t('errors:renderFailed', { defaultValue: LAST_RESORT });
  } catch {
    return LAST_RESORT;
  }
}

interface State {
  failed: boolean;
}

/** Catches a failure of the error page itself and shows a plain sentence that cannot fail (platform §8). */
export class RenderGuard extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[error-page] failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p data-testid="error-title" role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: 32, textAlign: 'center' }}>
        {lastResortText()}
      </p>
    );
  }
}
