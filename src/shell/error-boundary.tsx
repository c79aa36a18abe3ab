// One broken widget never blanks the page (WooCommerce blocks' render-frontend boundary): it
// shows a short message in place and reports the error like any page script error.
import { Component, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { i18n } from '../i18n';

interface Props {
  children: ReactNode;
  onError?: (error: unknown) => void;
}

export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // the catalog may be what failed: fall back to a fixed sentence in the page's language
    const text = i18n.locale
      ? t({ message: "This part of the page can't be shown right now.", comment: 'Shown in place of a widget that failed' })
      : document.documentElement.lang.startsWith('ar')
        ? 'تعذّر عرض هذا القسم حاليًا.'
        : "This part of the page can't be shown right now.";
    return (
      <p role="alert" part="unavailable">
        {text}
      </p>
    );
  }
}
