// What the model is given: the rules, the equipment and the question, and only the retrieved sources, by id.
import type { ChatMessage } from './llm-client';
import type { EngineInput } from './engine';

const MAX_SOURCE_CHARS = 2500;

export const SYSTEM_PROMPT = [
  'You are a forklift service assistant for technicians. Answer ONLY from the numbered sources given; never from memory.',
  'Write one step per line, as: KIND: sentence [S1]',
  'KIND is one of CAUSE, CHECK, REMEDY, SAFETY, NOTE. Put likely causes first (most likely first), then safety precautions, then checks with their expected values, then the remedy.',
  'Every line must end with the id(s) of the source(s) that state it, in square brackets. Copy values, units and part names exactly as the source writes them.',
  'If the sources do not answer the question, write exactly one line: REFUSE: the reason.',
  'No introduction, no summary, no markdown.',
].join('\n');

export function buildMessages(input: EngineInput): ChatMessage[] {
  const { request, plan } = input;
  const truck = [
    `Brand: ${request.brand}`,
    request.series && `Series: ${request.series}`,
    request.model && `Model: ${request.model}`,
    request.serial && `Serial: ${request.serial}`,
    request.fuelType && `Fuel: ${request.fuelType}`,
    request.code && `Error code shown: ${request.code}`,
    input.query && `Symptoms: ${input.query}`,
  ].filter(Boolean);
  const sources = plan.registry.all.map(
    (source) => `[${source.id}] ${source.title}\n${(plan.registry.texts.get(source.id) ?? '').slice(0, MAX_SOURCE_CHARS)}`,
  );
  const history = request.history.slice(-6).map<ChatMessage>((turn) => ({ role: turn.role, content: turn.text.slice(0, 1000) }));
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    ...history,
    { role: 'user', content: `${truck.join('\n')}\n\nSources:\n\n${sources.join('\n\n')}` },
  ];
}
