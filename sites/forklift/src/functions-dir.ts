// The portal's own function folder (NAME/index.ts, served at /functions/v1/NAME by the platform): diagnose.
import { fileURLToPath } from 'node:url';

export const forkliftFunctionsDir = fileURLToPath(new URL('./functions', import.meta.url));
