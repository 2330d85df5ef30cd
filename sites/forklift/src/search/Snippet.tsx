/** A server snippet (escaped text with <mark> around hits) shown as React text: nothing in it is ever parsed as HTML. */
import { Fragment } from 'react';

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function Snippet({ html }: { html: string }) {
  const parts = html.split(/(<mark>.*?<\/mark>)/gi);
  return (
    <>
      {parts.map((part, index) => {
        const marked = /^<mark>(.*)<\/mark>$/i.exec(part);
        return marked ? <mark key={index}>{unescape(marked[1] ?? '')}</mark> : <Fragment key={index}>{unescape(part)}</Fragment>;
      })}
    </>
  );
}
