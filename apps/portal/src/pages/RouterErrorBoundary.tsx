import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Heading, Text } from '@portal/design-system';
import { isChunkLoadError } from '../chunks.ts';
import * as styles from './pages.css.ts';

interface Props {
  title: string;
  /** §8 "Chunk load failure", in the patient's words: shown instead when the error is code that could not be downloaded. */
  chunkCopy: { title: string; body: string; retry: string };
  /** Changing it (the location) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

/**
 * spec: prescription-experience §2 "Router render failure": "Unexpected Application Error!" with
 * message and stack. The stack only shows in development builds: a patient gains nothing from it.
 * A chunk that could not be downloaded (chunks.ts, after its one automatic reload) says so in
 * the patient's words instead of §8's developer wording "Loading chunk failed" (an older patient on
 * a phone reads what happened and what to do), with a way to try again (a reload: the session
 * survives it).
 */
export class RouterErrorBoundary extends Component<Props, { error: Error | null; resetKey: string }> {
  override state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; resetKey: string }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo) {
    // Deliberately not logged anywhere remote: an error message may hold patient data.
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) {
      const { chunkCopy } = this.props;
      return (
        <div role="alert">
          <Heading level="1">{chunkCopy.title}</Heading>
          <Text>{chunkCopy.body}</Text>
          <Button onClick={() => window.location.reload()}>{chunkCopy.retry}</Button>
        </div>
      );
    }
    return (
      <div role="alert">
        <Heading level="1">{this.props.title}</Heading>
        <Text>{error.message}</Text>
        {import.meta.env.DEV && error.stack ? <pre className={styles.stack}>{error.stack}</pre> : null}
      </div>
    );
  }
}
