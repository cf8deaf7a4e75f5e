import { Fragment, type CSSProperties } from 'react';
import { bidiRuns, type Direction } from '../lib/bidi';

/**
 * Text that may mix Arabic and Latin, with each run of the other script isolated so numbering and
 * punctuation stay where the writer put them. Use it wherever content text is shown.
 * `arabicStyle`: how Arabic runs inside Latin text look (e.g. a larger size in exam questions).
 */
export function BidiText({
  children,
  base = 'ltr',
  arabicStyle,
}: {
  children: string;
  base?: Direction;
  arabicStyle?: CSSProperties;
}) {
  return (
    <>
      {bidiRuns(children, base).map((run, index) =>
        run.isolate ? (
          <bdi
            key={index}
            dir={run.isolate}
            lang={run.isolate === 'rtl' ? 'ar' : undefined}
            style={run.isolate === 'rtl' ? arabicStyle : undefined}
          >
            {run.text}
          </bdi>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
