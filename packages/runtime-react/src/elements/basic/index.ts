/** The basic elements the runtime ships with (text, button, image, flexbox) and the library-component element; the full library lives in @kit/elements. */
import { buttonElement } from './button';
import { flexboxElement } from './flexbox';
import { imageElement } from './image';
import { libraryComponentElement } from './library-component';
import { textElement } from './text';

export { buttonElement, flexboxElement, imageElement, libraryComponentElement, textElement };
export const basicElements = [textElement, buttonElement, imageElement, flexboxElement, libraryComponentElement];
