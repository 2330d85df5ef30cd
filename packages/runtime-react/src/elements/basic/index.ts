/** The basic elements the runtime ships with (text, button, image, flexbox); the full library lives in @kit/elements. */
import { buttonElement } from './button';
import { flexboxElement } from './flexbox';
import { imageElement } from './image';
import { textElement } from './text';

export { buttonElement, flexboxElement, imageElement, textElement };
export const basicElements = [textElement, buttonElement, imageElement, flexboxElement];
