export { createServer } from './server';
export type { Server, CreateServerOptions } from './server';
