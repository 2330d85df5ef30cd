// Safety notes taken word for word from the cited pages: lockout/tagout, battery disconnect, raised mast or forks, hot parts.
import { splitSentences } from './sentences';

const HAZARDS: readonly RegExp[] = [
  /\block[\s-]?out\b|\btag[\s-]?out\b|\block and tag\b/i,
  /\bdisconnect(?:ing)? the (?:battery|battery connector|battery plug)\b|\bbattery (?:plug|connector) (?:is )?(?:disconnected|unplugged)\b|\bunplug the battery\b/i,
  /\b(?:raised|elevated|lifted) (?:mast|forks?|carriage|load)\b|\b(?:block|support|chain|secure) the (?:mast|forks?|carriage)\b|\bunder (?:a|the) raised\b/i,
  /\bhot (?:surfaces?|engine|exhaust|oil|coolant|components?|parts?)\b|\bburns?\b|\ballow (?:the )?(?:engine|motor|components?) to cool\b/i,
  /\bdischarge (?:the )?(?:capacitors?|controller)\b|\bcapacitors? (?:can|may) hold\b/i,
];

const MARKED = /^(WARNING|CAUTION|DANGER)\b/;

export function isSafetySentence(sentence: string): boolean {
  return MARKED.test(sentence) || HAZARDS.some((pattern) => pattern.test(sentence));
}

/**
 * The lines of one code's entry on a page (from its heading `CODE  Title` to the next entry's heading), so an answer
 * takes the warnings of its own code, not of the codes printed beside it. Undefined when the page has no such entry.
 */
export function codeEntryText(body: string, code: string): string | undefined {
  const lines = body.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${code}  `) || line === code);
  if (start === -1) return undefined;
  const heading = /^\S+(?: \S+){0,3} {2}\S/;
  let end = start + 1;
  while (end < lines.length && !heading.test(lines[end] as string)) end += 1;
  return lines.slice(start, end).join('\n');
}

/** Safety sentences of a page, in page order, without repeats. */
export function safetySentences(body: string): string[] {
  const found: string[] = [];
  for (const sentence of splitSentences(body)) {
    if (isSafetySentence(sentence) && !found.includes(sentence)) found.push(sentence);
  }
  return found;
}
