import type { FastifyInstance } from 'fastify'
import type { DeskOptions } from './index.ts'

export function inboxRoutes(_app: FastifyInstance, _options: DeskOptions) {}
