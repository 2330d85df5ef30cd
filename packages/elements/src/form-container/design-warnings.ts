/**
 * Design checks for forms over compiled page data (`wwObjects`): a form container needs a submit button inside it,
 * and workflows belong on the form container's submit trigger rather than on the submit button (seed 001 §5).
 */
import { FORM_CONTAINER_TYPE } from './settings';

export const FORM_WARNINGS = {
  submitMissing: 'Submit button missing!',
  workflowsOnSubmit: "You probably shouldn't trigger workflows on submit buttons",
} as const;

export interface DesignWarning {
  uid: string;
  message: string;
}

interface ObjectShape {
  type?: unknown;
  settings?: unknown;
  children?: unknown;
  workflows?: unknown;
}

function read(objects: Readonly<Record<string, unknown>>, uid: string): ObjectShape | undefined {
  const value = objects[uid];
  return typeof value === 'object' && value !== null ? (value as ObjectShape) : undefined;
}

function isSubmitButton(object: ObjectShape): boolean {
  const settings = object.settings as Record<string, unknown> | undefined;
  return object.type === 'button' && settings?.buttonType === 'submit';
}

function childUids(object: ObjectShape): string[] {
  return Array.isArray(object.children) ? object.children.filter((child): child is string => typeof child === 'string') : [];
}

/** Whether a descendant of `uid` (not itself) is a submit button. */
function hasSubmitDescendant(objects: Readonly<Record<string, unknown>>, uid: string): boolean {
  const seen = new Set<string>([uid]);
  const queue = childUids(read(objects, uid) ?? {});
  while (queue.length > 0) {
    const next = queue.shift() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const object = read(objects, next);
    if (object === undefined) continue;
    if (isSubmitButton(object)) return true;
    queue.push(...childUids(object));
  }
  return false;
}

/** The form warnings of one page's elements, in the order of `wwObjects`. */
export function formDesignWarnings(page: { wwObjects: Readonly<Record<string, unknown>> }): DesignWarning[] {
  const warnings: DesignWarning[] = [];
  for (const uid of Object.keys(page.wwObjects)) {
    const object = read(page.wwObjects, uid);
    if (object === undefined) continue;
    if (object.type === FORM_CONTAINER_TYPE && !hasSubmitDescendant(page.wwObjects, uid)) {
      warnings.push({ uid, message: FORM_WARNINGS.submitMissing });
    }
    if (isSubmitButton(object) && Array.isArray(object.workflows) && object.workflows.length > 0) {
      warnings.push({ uid, message: FORM_WARNINGS.workflowsOnSubmit });
    }
  }
  return warnings;
}
