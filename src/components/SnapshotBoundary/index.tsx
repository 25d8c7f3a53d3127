/**
 * Keeps the server's HTML for a part whose code loads after the page is interactive (the
 * highlighted code blocks, an API reference's body) until that code has loaded, without React
 * touching it in between.
 *
 * On the page a reader opened, the wrapper hydrates with the server's HTML as its
 * `dangerouslySetInnerHTML`, read from the page before React hydrates: React adopts the wrapper and
 * leaves what is inside it as it is, and a context update above it later (Docusaurus makes several
 * right after hydration) compares the same string and changes nothing. Rendering the children in a
 * Suspense boundary instead would make React drop such a boundary on the first context update and
 * build its HTML again, which costs a phone hundreds of milliseconds on a long page. Once `load`
 * resolves, the children render in a Suspense boundary whose fallback is the same HTML. After a
 * client-side navigation there is no server HTML: the children render at once, with `fallback`
 * while their code loads.
 *
 * The wrapper is `display: contents` (a class: the policy allows no inline style), so it adds no
 * box to the layout. While the server's HTML stands in, the element holding it is marked
 * `data-snapshot-html`, which the e2e suite reads.
 */
import React, {Suspense, useEffect, useId, useState, type MouseEvent, type ReactNode} from 'react';
import styles from './styles.module.css';

const ATTRIBUTE = 'data-snapshot';
/** Marks the element whose content is the server's HTML standing in. */
const STAND_IN = {'data-snapshot-html': ''};

/** The copy button of a code block that a click on the server's HTML landed on, if it did. */
export function clickedCopyButton(event: MouseEvent<HTMLElement>): HTMLButtonElement | null {
  const button = (event.target as Element).closest('button');
  return button && /copy/i.test(button.getAttribute('aria-label') ?? '') ? button : null;
}

/**
 * What a click on the server's HTML does while it stands in, unless the part says otherwise: its
 * buttons have no handlers yet, so a code block's copy button copies the block's text from the page.
 */
export function copyCodeFromStandIn(event: MouseEvent<HTMLElement>): void {
  const code = clickedCopyButton(event)?.closest('.theme-code-block')?.querySelector('pre');
  if (code) {
    void navigator.clipboard?.writeText(code.innerText);
  }
}

function serverHtml(id: string): string | null {
  if (typeof document === 'undefined') {
    return null;
  }
  const element = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
  return element ? element.innerHTML : null;
}

export default function SnapshotBoundary({
  children,
  load,
  fallback = null,
  onSnapshotClick = copyCodeFromStandIn,
}: {
  readonly children: ReactNode;
  /** Resolves once the children's code has loaded (and may render without a visible change). */
  readonly load: () => Promise<unknown>;
  readonly fallback?: ReactNode;
  /** Handles clicks on the server's HTML while it stands in (its buttons have no handlers yet). */
  readonly onSnapshotClick?: (event: MouseEvent<HTMLDivElement>) => void;
}): ReactNode {
  const id = useId();
  const onServer = typeof document === 'undefined';
  // Read once, during the render that hydrates the wrapper: the server's HTML is still in place.
  const [html] = useState(() => serverHtml(id));
  const [live, setLive] = useState(html === null);
  useEffect(() => {
    if (live) {
      return undefined;
    }
    let mounted = true;
    void load().then(() => {
      if (mounted) {
        setLive(true);
      }
    });
    return () => {
      mounted = false;
    };
  }, [live, load]);

  const standIn = (serverPart: string, attributes: Record<string, string> = {}): ReactNode => (
    <div
      {...attributes}
      {...STAND_IN}
      className={styles.contents}
      onClick={onSnapshotClick}
      dangerouslySetInnerHTML={{__html: serverPart}}
    />
  );
  if (!live && html !== null) {
    return standIn(html, {[ATTRIBUTE]: id});
  }
  return (
    // The server marks its own HTML as the stand-in it becomes in the browser.
    <div {...{[ATTRIBUTE]: id}} {...(onServer ? STAND_IN : {})} className={styles.contents}>
      <Suspense fallback={html === null ? fallback : standIn(html)}>{children}</Suspense>
    </div>
  );
}
