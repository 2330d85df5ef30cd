/** The elements the showcase renders with (the basic set today; the full library joins with @kit/elements). */
import { basicElements, createElementRegistry } from '@kit/runtime-react';

export const showcaseRegistry = createElementRegistry(basicElements);
