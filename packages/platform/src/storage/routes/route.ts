// The shape of one storage endpoint module: it mounts its route(s) on the storage scope.
import type { FastifyInstance } from 'fastify';
import type { StorageDeps } from '../storage-deps';

export type StorageRoute = (app: FastifyInstance, deps: StorageDeps) => void;
