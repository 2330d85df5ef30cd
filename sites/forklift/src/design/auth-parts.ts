/** Shared pieces of the account pages: the two-column auth layout, a form card, and the error-branch workflow shape. */
import { f, setVariable, workflowGraph } from '@kit/runtime-react/authoring';
import type { ActionInput, Bound, ElementNode, SectionNode } from '@kit/runtime-react/authoring';
import { flexbox, formInput } from '@kit/elements/authoring';
import { card, container, eyebrow, h1, lead, muted, stack, sx } from './ui';

/** A section: a pitch on the left (ink band) and the form card on the right; one column on phones. */
export function authSection(
  title: string,
  pitch: { eyebrow: string; heading: Bound<string>; lead: string; points?: string[] },
  formCard: ElementNode,
): SectionNode {
  return {
    title,
    children: [
      flexbox(
        {
          direction: 'column',
          gap: '0',
          styles: {
            default: { backgroundColor: 'var(--color-ink)', color: 'var(--color-on-ink)', padding: '56px 0 64px' },
            mobile: { padding: '28px 0 36px' },
          },
        },
        [
          container(
            [
              stack(
                [
                  eyebrow(pitch.eyebrow, 'var(--color-amber)'),
                  h1(pitch.heading),
                  lead(pitch.lead),
                  ...(pitch.points ?? []).map((point) =>
                    // On a phone the form comes first in view: the selling points would push it below the fold.
                    muted(`✓ ${point}`, {
                      default: { color: 'var(--color-on-ink)', opacity: 0.9, fontSize: '1rem' },
                      mobile: { display: 'none' },
                    }),
                  ),
                ],
                { default: { flex: '1 1 420px', minWidth: '0' } },
                '18px',
              ),
              flexbox({ direction: 'column', gap: '0', styles: { default: { flex: '0 1 440px', minWidth: '0', width: '100%' } } }, [
                formCard,
              ]),
            ],
            sx({
              default: { flexDirection: 'row !important', flexWrap: 'wrap', alignItems: 'flex-start', gap: '48px' },
              tablet: { gap: '28px' },
            }),
          ),
        ],
      ),
    ],
  };
}

/** The white card holding a form, readable on the ink band in both themes. */
export function formCard(heading: string, intro: string, children: ElementNode[]): ElementNode {
  return card(
    [
      flexbox({ direction: 'column', gap: '6px' }, [
        {
          type: 'text',
          settings: { tag: 'h2', text: heading },
          styles: { default: { fontSize: '1.5rem', fontWeight: 800, margin: '0', letterSpacing: '-0.01em' } },
        },
        muted(intro),
      ]),
      ...children,
    ],
    { default: { padding: '28px', gap: '16px', boxShadow: '0 18px 48px rgba(0,0,0,0.28)' }, mobile: { padding: '20px' } },
  );
}

export function emailField(uid: string, label = 'E-mail address'): ElementNode {
  return formInput({ uid, type: 'email', label, fieldName: 'email', autocomplete: true, placeholder: 'you@workshop.com', required: true });
}

export function passwordField(uid: string, label: string): ElementNode {
  return formInput({ uid, type: 'password', label, fieldName: uid, autocomplete: true, required: true });
}

/** `variables['{uid}-value']` as a formula string (the form input's exposed value). */
export function valueOf(uid: string): string {
  return `variables['${uid}-value']`;
}

/**
 * A submit workflow: clear the error, optionally refuse with a message when a condition holds, run the actions, and
 * on any error show the provider's message in `errorVariable`.
 */
export function submitFlow(
  id: string,
  errorVariable: string,
  steps: ActionInput[],
  refuse?: { when: string; message: string },
  busyVariable?: string,
) {
  const actions: Record<string, ActionInput> = {};
  const ids = steps.map((_, index) => `s${index + 1}`);
  actions.clear = { ...setVariable(errorVariable, ''), next: busyVariable ? 'busy' : refuse ? 'check' : ids[0] };
  if (busyVariable) actions.busy = { ...setVariable(busyVariable, true), next: refuse ? 'check' : ids[0] };
  if (refuse) {
    actions.check = { type: 'if', value: f(refuse.when), next: ids[0], branches: [{ value: true, id: 'refuse' }] };
    actions.refuse = { type: 'throw', message: refuse.message };
  }
  steps.forEach((step, index) => {
    const next = ids[index + 1] ?? (busyVariable ? 'idle' : undefined);
    actions[ids[index] as string] = { ...step, ...(next === undefined ? {} : { next }) };
  });
  if (busyVariable) actions.idle = setVariable(busyVariable, false);
  actions.failed = {
    ...setVariable(errorVariable, f("context.workflow.error.message || 'Something went wrong. Please try again.'")),
    ...(busyVariable ? { next: 'failedIdle' } : {}),
  };
  if (busyVariable) actions.failedIdle = setVariable(busyVariable, false);
  return workflowGraph(id, 'submit', actions, { start: 'clear', onError: 'failed' });
}
