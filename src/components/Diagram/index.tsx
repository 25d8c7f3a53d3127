/**
 * Light diagrams drawn with HTML and CSS: no library, no script, nothing loaded on pages that do
 * not import them. Each is a figure with a caption and a real list underneath, so screen readers
 * and search read the same content the picture shows.
 *
 * - `FlowDiagram`: steps joined by arrows (data flow, a lifecycle). `loop` draws the return arrow.
 * - `SpanTree`: a trace as a waterfall of spans, indented by depth.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface FlowStep {
  readonly label: string;
  /** One short line under the label. */
  readonly detail?: string;
}

interface FlowProps {
  readonly caption: string;
  readonly steps: readonly FlowStep[];
  /** Label of an arrow from the last step back to the first (a lifecycle). */
  readonly loop?: string;
}

export function FlowDiagram({caption, steps, loop}: FlowProps): ReactNode {
  return (
    <figure className={styles.figure}>
      <ol className={styles.flow}>
        {steps.map((step) => (
          <li key={step.label} className={styles.step}>
            <span className={styles.label}>{step.label}</span>
            {step.detail && <span className={styles.detail}>{step.detail}</span>}
          </li>
        ))}
      </ol>
      {loop && (
        <p className={styles.loop}>
          <span aria-hidden="true">↺ </span>
          {loop}
        </p>
      )}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

export interface SpanBar {
  readonly name: string;
  /** Start, relative to the trace start, in the diagram's unit. */
  readonly start: number;
  readonly duration: number;
  /** 0 for the root span, 1 for its children, and so on. */
  readonly depth: number;
  /** Marks a span that ended in an error. */
  readonly failed?: boolean;
}

interface SpanTreeProps {
  readonly caption: string;
  readonly spans: readonly SpanBar[];
  readonly unit?: string;
}

export function SpanTree({caption, spans, unit = 'ms'}: SpanTreeProps): ReactNode {
  const end = Math.max(...spans.map((span) => span.start + span.duration), 1);
  return (
    <figure className={styles.figure}>
      <ul className={styles.tree}>
        {spans.map((span) => (
          // data-depth: the span's depth for the Markdown twin, which lists spans as a nested list.
          <li key={`${span.name}-${span.start}`} className={styles.span} data-depth={span.depth}>
            <span className={styles.spanName} style={{paddingLeft: `${span.depth * 1.1}rem`}}>
              {span.name}
            </span>
            <span className={styles.track}>
              <span
                className={clsx(styles.bar, span.failed && styles.failed)}
                style={{left: `${(span.start / end) * 100}%`, width: `${Math.max((span.duration / end) * 100, 1)}%`}}
              />
            </span>
            <span className={styles.duration}>
              {span.duration} {unit}
              {span.failed ? ', failed' : ''}
            </span>
          </li>
        ))}
      </ul>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
