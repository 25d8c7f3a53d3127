/**
 * A sentence from a data module as a page shows it. Facts in src/data are written with the two
 * inline marks Markdown prose uses for them, `code` and **a control's name**, because remark
 * renders them where a page states the fact in prose (`:fact[...]`). A table that a page builds
 * from the same data in JSX renders the string through this component, so the marks read the same
 * there instead of showing as backticks and asterisks. Nothing else is interpreted.
 */
import React, {type ReactNode} from 'react';

import {inlineParts} from '@site/src/lib/inlineParts';

export default function InlineText({children}: {readonly children: string}): ReactNode {
  return (
    <>
      {inlineParts(children).map((part, index) => {
        if (part.kind === 'code') {
          return <code key={index}>{part.text}</code>;
        }
        if (part.kind === 'strong') {
          return <strong key={index}>{part.text}</strong>;
        }
        return <React.Fragment key={index}>{part.text}</React.Fragment>;
      })}
    </>
  );
}
