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

/** The deepest span the stylesheet indents (styles.module.css, a rule a level). */
export const MAX_SPAN_DEPTH = 5;

export function SpanTree({caption, spans, unit = 'ms'}: SpanTreeProps): ReactNode {
  const tooDeep = spans.find((span) => span.depth > MAX_SPAN_DEPTH);
  if (tooDeep) {
    throw new Error(
      `SpanTree: span ${tooDeep.name} is ${tooDeep.depth} deep; styles.module.css indents ${MAX_SPAN_DEPTH}.`,
    );
  }
  const end = Math.max(...spans.map((span) => span.start + span.duration), 1);
  return (
    <figure className={styles.figure}>
      <ul className={styles.tree}>
        {spans.map((span) => (
          // data-depth: the span's depth for the Markdown twin, which lists spans as a nested list.
          <li key={`${span.name}-${span.start}`} className={styles.span} data-depth={span.depth}>
            {/* Indented by depth in CSS (data-depth), and the bar drawn with SVG attributes: no inline style. */}
            <span className={styles.spanName}>{span.name}</span>
            <svg className={styles.track} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
              <rect
                className={clsx(styles.bar, span.failed && styles.failed)}
                x={(span.start / end) * 100}
                width={Math.max((span.duration / end) * 100, 1)}
                height="10"
              />
            </svg>
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
